// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/KeyValueObserving.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/KeyValueObserving.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class StretchyHeaderViewController: UIViewController {
    let scrollView = UIScrollView()
    let header = UIView()
    private var offsetObservation: NSKeyValueObservation?
    private var frameObservation: NSKeyValueObservation?
    private var cornerObservation: NSKeyValueObservation?
    private(set) var headerFrames: [CGRect] = []
    private(set) var corners: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 120)
        view.addSubview(scrollView)
        scrollView.addSubview(header)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            guard let self, let offset = change.newValue else { return }
            self.header.frame = CGRect(x: 0, y: min(0, offset.y), width: 390, height: max(120, 120 - offset.y))
        }
        frameObservation = header.observe(\.frame, options: [.old, .new]) { [weak self] _, change in
            if let frame = change.newValue { self?.headerFrames.append(frame) }
        }
        cornerObservation = header.layer.observe(\.cornerRadius, options: [.initial, .old, .new]) { [weak self] _, change in
            self?.corners.append("\(change.oldValue.map { "\($0)" } ?? "-") → \(change.newValue.map { "\($0)" } ?? "-")")
        }
    }

    func stopObserving() {
        offsetObservation?.invalidate()
        frameObservation = nil
    }
}
#sourceLocation()

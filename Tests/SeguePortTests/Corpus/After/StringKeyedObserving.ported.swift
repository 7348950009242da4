// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/StringKeyedObserving.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/StringKeyedObserving.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

nonisolated(unsafe) private var sheetContext = 0

final class SelfSizingSheetViewController: UIViewController {
    let tableView = UIScrollView()
    private(set) var heights: [CGFloat] = []
    private(set) var offsets: [String] = []
    private(set) var hiddenChanges: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.addObserver(self, forKeyPath: "contentSize", options: [.new, .old], context: &sheetContext)
        tableView.addObserver(self, forKeyPath: "contentOffset", options: [.old, .new], context: &sheetContext)
        tableView.addObserver(self, forKeyPath: "hidden", options: [.initial, .new], context: nil)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        if context == &sheetContext {
            if keyPath == "contentSize", let size = change?[.newKey] as? CGSize {
                heights.append(size.height)
            } else if keyPath == "contentOffset", let old = change?[.oldKey] as? CGPoint, let new = change?[.newKey] as? CGPoint {
                offsets.append("\(old.y) → \(new.y)")
            }
        } else if keyPath == "hidden", let hidden = change?[.newKey] as? Bool, change?[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue {
            hiddenChanges.append(hidden)
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }

    func stopObserving() {
        tableView.removeObserver(self, forKeyPath: "contentSize", context: &sheetContext)
        tableView.removeObserver(self, forKeyPath: "contentOffset")
    }
}

final class CornerWatcher: NSObject {
    private(set) var radii: [String] = []
    private let layer: CALayer

    init(layer: CALayer) {
        self.layer = layer
        super.init()
        layer.addObserver(self, forKeyPath: "cornerRadius", options: [.prior, .old, .new], context: nil)
    }

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        guard keyPath == "cornerRadius" else {
            nsObjectObserveValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        let prior = change?[.notificationIsPriorKey] as? Bool ?? false
        radii.append("\(prior ? "prior" : "after") \(change?[.oldKey] ?? "-") \(change?[.newKey] ?? "-")")
    }

    func stop() {
        layer.removeObserver(self, forKeyPath: "cornerRadius")
    }
}
extension CornerWatcher: NSKeyValueObserving {}
private func nsObjectObserveValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) { preconditionFailure("An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.") }
#sourceLocation()

// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/Timers.swift: edit that file, not this one.
@_spi(Testing) import OpenQuartzCore
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/Timers.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class CountdownViewController: UIViewController {
    private(set) var ticker: Timer?
    private(set) var ticks = 0
    private(set) var expired = false

    override func viewDidLoad() {
        super.viewDidLoad()
        ticker = MainRunLoop.scheduledTimer(withTimeInterval: 1, repeats: true, block: { timer in self.tick(timer) })
        MainRunLoop.scheduledTimer(withTimeInterval: 5, repeats: false) { [weak self] _ in
            self?.expired = true
        }
    }

    func tick(_ timer: Timer) {
        ticks += 1
        if ticks == 3 { timer.invalidate() }
    }
}
#sourceLocation()

// swift-format-ignore-file
import UIKit

final class CountdownViewController: UIViewController {
    private(set) var ticker: Timer?
    private(set) var ticks = 0
    private(set) var expired = false

    override func viewDidLoad() {
        super.viewDidLoad()
        ticker = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { [weak self] _ in
            self?.expired = true
        }
    }

    @objc func tick(_ timer: Timer) {
        ticks += 1
        if ticks == 3 { timer.invalidate() }
    }
}

// swift-format-ignore-file
import UIKit

final class KeyboardAwareViewController: UIViewController {
    private var observation: NSKeyValueObservation?
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        observation = view.observe(\.frame, options: [.new]) { _, _ in }
        timer = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        let label = UILabel()
        label.addObserver(self, forKeyPath: "text", options: [.new], context: nil)
    }

    @objc func dismissKeyboard() {}
    @objc func tick() {}
}

extension UIButton {
    override open var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }
}

@objc protocol SheetSizing: NSObjectProtocol {
    @objc optional func preferredHeight(for width: CGFloat) -> CGFloat
}

final class SheetHost: NSObject {
    weak var sizing: SheetSizing?

    func height(for width: CGFloat) -> CGFloat {
        if let sizing, sizing.responds(to: #selector(SheetSizing.preferredHeight(for:))) {
            return sizing.preferredHeight!(for: width)
        }
        return 300
    }
}

final class TitleWatcher: NSObject {
    var observation: NSKeyValueObservation?

    func watch(_ label: UILabel) {
        observation = label.observe(\.text, options: [.new]) { _, _ in }
    }
}

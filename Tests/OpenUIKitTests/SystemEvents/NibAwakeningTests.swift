import Foundation
import OpenUIKit
import Testing

/// `awakeFromNib()`: a storyboard scene's controller right after it is made, its views when its
/// view loads (before `viewDidLoad`), and nothing for objects made in code.
@MainActor
@Suite struct NibAwakeningTests {
    final class Log { var lines: [String] = [] }

    final class BadgeView: UIView {
        var log: Log?
        let name: String
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func awakeFromNib() {
            super.awakeFromNib()
            log?.lines.append("awake view \(name)")
        }
    }

    final class SceneController: UIViewController {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
            log.lines.append("init")
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func awakeFromNib() {
            super.awakeFromNib()
            log.lines.append("awake controller, view loaded: \(isViewLoaded)")
        }
        override func loadView() {
            let root = BadgeView("root", log: log)
            root.addSubview(BadgeView("badge", log: log))
            view = root
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.lines.append("viewDidLoad")
        }
    }

    @Test func aStoryboardSceneIsAwokenAfterItIsMadeAndItsViewsBeforeViewDidLoad() {
        let log = Log()
        let board = UIStoryboard(name: "Main")
        board.register(identifier: "scene", initial: true) { SceneController(log: log) }
        let controller = board.instantiateInitialViewController()
        #expect(log.lines == ["init", "awake controller, view loaded: false"])
        controller?.loadViewIfNeeded()
        #expect(
            log.lines == [
                "init", "awake controller, view loaded: false", "awake view root",
                "awake view badge", "viewDidLoad",
            ])
    }

    @Test func aControllerMadeInCodeIsNotAwoken() {
        let log = Log()
        let controller = SceneController(log: log)
        controller.loadViewIfNeeded()
        #expect(log.lines == ["init", "viewDidLoad"])
    }
}

// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/ResponderChainActions.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/ResponderChainActions.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class DraftsViewController: UIViewController {
    private(set) var sent: [String] = []
    private(set) var attachments = 0

    func sendDraft(_ sender: UIButton) {
        sent.append(sender.currentTitle ?? "")
    }

    func addAttachment(_ sender: UIBarButtonItem) {
        attachments += 1
    }
}

final class ComposeViewController: UIViewController {
    let sendButton = UIButton(type: .system)
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.setTitle("Send", for: .normal)
        sendButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        sendButton.addAction(for: .touchUpInside) { sender, event in UIApplication.shared.sendAction(from: sender, for: event) { responder in if let target = responder as? DraftsViewController { target.sendDraft(sender as! UIButton); return true }; return false } }
        sendButton.addAction(for: .touchDown) { [weak self] sender, event in self?.dragged(sender as! UIButton, forEvent: event) }
        view.addSubview(sendButton)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, handler: { [weak self] _ in self?.cancelDraft() })
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, handler: { item in UIApplication.shared.sendAction(from: item, for: nil) { responder in if let target = responder as? DraftsViewController { target.addAttachment(item); return true }; return false } }),
            UIBarButtonItem(image: UIImage(named: "paperclip"), style: .plain, handler: { [weak self] _ in self?.attach() }),
        ]
    }

    func cancelDraft() {
        log.append("cancel")
    }

    func attach() {
        log.append("attach")
    }

    func dragged(_ sender: UIButton, forEvent event: UIEvent?) {
        log.append("down: \(event?.allTouches?.count ?? 0) touch")
    }
}
#sourceLocation()

// swift-format-ignore-file
import UIKit

final class DraftsViewController: UIViewController {
    private(set) var sent: [String] = []
    private(set) var attachments = 0

    @objc func sendDraft(_ sender: UIButton) {
        sent.append(sender.currentTitle ?? "")
    }

    @objc func addAttachment(_ sender: UIBarButtonItem) {
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
        sendButton.addTarget(nil, action: #selector(DraftsViewController.sendDraft(_:)), for: .touchUpInside)
        sendButton.addTarget(self, action: #selector(dragged(_:forEvent:)), for: .touchDown)
        view.addSubview(sendButton)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelDraft))
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: #selector(DraftsViewController.addAttachment(_:))),
            UIBarButtonItem(image: UIImage(named: "paperclip"), style: .plain, target: self, action: #selector(attach)),
        ]
    }

    @objc func cancelDraft() {
        log.append("cancel")
    }

    @objc func attach() {
        log.append("attach")
    }

    @objc func dragged(_ sender: UIButton, forEvent event: UIEvent?) {
        log.append("down: \(event?.allTouches?.count ?? 0) touch")
    }
}

import Foundation
@_spi(Testing) import OpenUIKit

/// A mailbox: grouped rows of senders under the navigation bar.
@MainActor
final class MailboxViewController: UIViewController {
    /// The rows' leading-edge frames, mirrored right-to-left at each layout.
    private let frames = LeadingFrames()

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        _ = DemoScenery.listRows(
            ["Anna", "Ben", "Chloé", "Dev", "Eitan", "Fatima", "Gus"], in: view,
            top: DemoScenery.barBottom + 20, width: width,
            accent: [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemTeal],
            frames: frames)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        frames.apply()
    }
}

/// A message: a coloured header band and paragraphs of text, under the navigation bar.
@MainActor
final class MessageViewController: UIViewController {
    override func viewDidLoad() {
        title = "Anna"
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        let band = UIView(
            frame: CGRect(x: 0, y: DemoScenery.barBottom, width: width, height: 120))
        band.backgroundColor = .systemIndigo
        band.autoresizingMask = [.flexibleWidth]
        view.addSubview(band)
        let subject = DemoScenery.label("Lunch on Friday?", size: 22, weight: .bold, color: .white)
        subject.frame = CGRect(x: 20, y: DemoScenery.barBottom + 70, width: width - 40, height: 30)
        view.addSubview(subject)
        DemoScenery.paragraph(
            in: view, x: 20, top: DemoScenery.barBottom + 150, width: width - 40, lines: 12)
    }
}

/// A compose screen: an orange header, the fields and a body.
@MainActor
final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        title = "New Message"
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        let header = UIView(frame: CGRect(x: 0, y: 0, width: width, height: DemoScenery.barBottom))
        header.backgroundColor = .systemOrange
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        let title = DemoScenery.label(
            "New Message", size: 17, weight: .semibold, color: .white, alignment: .center)
        title.frame = CGRect(
            x: 0, y: DemoScenery.safeTop, width: width, height: UINavigationBar.standardHeight)
        view.addSubview(title)
        let top = DemoScenery.barBottom + 16
        view.addSubview(
            DemoScenery.textBox("To:", frame: CGRect(x: 16, y: top, width: width - 32, height: 40)))
        view.addSubview(
            DemoScenery.textBox(
                "Subject", frame: CGRect(x: 16, y: top + 52, width: width - 32, height: 40)))
        DemoScenery.paragraph(in: view, x: 20, top: top + 120, width: width - 40, lines: 8)
    }
}

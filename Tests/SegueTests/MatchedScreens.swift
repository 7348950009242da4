import OpenUIKit
import Segue

/// A list screen with a red thumbnail (60 × 40, rounded 8) matched as "photo".
final class ThumbnailScreen: UIViewController {
    let thumbnail = UIView(frame: CGRect(x: 20, y: 30, width: 60, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        thumbnail.backgroundColor = .systemRed
        thumbnail.layer.cornerRadius = 8
        thumbnail.segueMatchID = "photo"
        view.addSubview(thumbnail)
    }
}

/// A detail screen whose red header (the whole width, 90 tall, square corners) is the same
/// "photo".
final class PhotoDetailScreen: UIViewController {
    let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 90)
        header.autoresizingMask = [.flexibleWidth]
        header.backgroundColor = .systemRed
        header.segueMatchID = "photo"
        view.addSubview(header)
    }
}

import OpenUIKit

/// The screen a transition leaves in the catalogue's tests: blue, with a yellow card at the top
/// left and a white bar along the bottom, so every motion shows.
final class HomeScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        let card = UIView(frame: CGRect(x: 12, y: 16, width: 60, height: 40))
        card.backgroundColor = .systemYellow
        card.layer.cornerRadius = 6
        view.addSubview(card)
        let bar = UIView(
            frame: CGRect(x: 0, y: view.bounds.height - 24, width: view.bounds.width, height: 24))
        bar.backgroundColor = .white
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(bar)
    }
}

/// The screen a transition brings in: orange, with a purple disc in the lower right.
final class DetailScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let disc = UIView(
            frame: CGRect(
                x: view.bounds.width - 70, y: view.bounds.height - 90, width: 50, height: 50))
        disc.backgroundColor = .systemPurple
        disc.layer.cornerRadius = 25
        disc.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        view.addSubview(disc)
    }
}

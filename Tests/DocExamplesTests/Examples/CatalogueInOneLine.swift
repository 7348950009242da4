import OpenUIKit
import Segue

/// README's catalogue example, in a screen of a navigation controller in a tab bar controller,
/// showing a child controller in `card`.
final class CatalogueAdoptingViewController: UIViewController {
    let detail = DetailViewController()
    let article = DetailViewController()
    let current = ListViewController()
    let upcoming = DetailViewController()
    let card = UIView(frame: CGRect(x: 20, y: 200, width: 160, height: 120))
    let thumbnail = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(card)
        view.addSubview(thumbnail)
        addChild(current)
        current.view.frame = card.bounds
        card.addSubview(current.view)
        current.didMove(toParent: self)
    }

    func adoptTheCatalogue() {
        // doc: begin
        present(detail, transition: .cube(.left))  // pan down to dismiss
        navigationController?.pushViewController(article, transition: .push())  // swipe back
        tabBarController?.tabSegueTransition = .slide()  // pan between tabs
        swapChild(from: current, to: upcoming, in: card, transition: .flip())
        thumbnail.segueMatchID = "photo"  // matched elements: the same ID on both screens
        header.segueMatchID = "photo"
        // doc: end
    }
}

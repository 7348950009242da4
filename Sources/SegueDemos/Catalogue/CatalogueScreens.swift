import OpenUIKit

/// The first screen of every catalogue demo: a titled grid of coloured tiles on the grouped
/// background, so a moving, turning or breaking screen reads at a glance.
final class CatalogueHomeScreen: UIViewController {
    /// The tiles, in reading order.
    private(set) var tiles: [UIView] = []
    /// The tiles' frames, from the leading edge.
    private let frames = LeadingFrames()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        frames.apply()
    }

    static let tileColors: [UIColor] = [
        .systemBlue, .systemTeal, .systemGreen, .systemYellow, .systemPink, .systemIndigo,
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        let title = DemoScenery.label("Library", size: 32, weight: .bold)
        title.frame = CGRect(x: 20, y: 64, width: width - 40, height: 40)
        view.addSubview(title)
        let side = (width - 20 * 2 - 12) / 2
        for (i, color) in Self.tileColors.enumerated() {
            // Reading order starts at the leading edge: at the right right-to-left.
            let tile = UIView()
            frames.place(
                tile,
                CGRect(
                    x: 20 + CGFloat(i % 2) * (side + 12), y: 120 + CGFloat(i / 2) * (side + 12),
                    width: side, height: side))
            tile.backgroundColor = color
            tile.layer.cornerRadius = 16
            view.addSubview(tile)
            tiles.append(tile)
        }
    }
}

/// The screen every catalogue demo brings in: an orange header with a title and a paragraph.
final class CatalogueDetailScreen: UIViewController {
    /// The coloured header; orange unless `headerColor` says otherwise.
    let header = UIView()
    var headerColor = UIColor.systemOrange

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        header.frame = CGRect(x: 0, y: 0, width: width, height: 300)
        header.backgroundColor = headerColor
        view.addSubview(header)
        let title = DemoScenery.label("Detail", size: 32, weight: .bold, color: .white)
        title.frame = CGRect(x: 20, y: 240, width: width - 40, height: 40)
        header.addSubview(title)
        DemoScenery.paragraph(in: view, x: 20, top: 330, width: width - 40, lines: 6)
    }
}

/// A container showing one child in a rounded card below its title, for child swaps.
final class CatalogueContainerScreen: UIViewController {
    let card = UIView()
    let first = CatalogueHomeScreen()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = DemoScenery.label("Container", size: 22, weight: .semibold)
        title.frame = CGRect(x: 20, y: 60, width: view.bounds.width - 40, height: 30)
        view.addSubview(title)
        card.frame = CGRect(
            x: 16, y: 100, width: view.bounds.width - 32, height: view.bounds.height - 140)
        card.layer.cornerRadius = 20
        card.clipsToBounds = true
        view.addSubview(card)
        addChild(first)
        first.view.frame = card.bounds
        card.addSubview(first.view)
        first.didMove(toParent: self)
    }
}

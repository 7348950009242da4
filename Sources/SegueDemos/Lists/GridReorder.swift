// Issue 23, part 3 (UICollectionView): a grid reordered by hand — UICollectionViewController's
// standard long press lifts a tile, the finger drags it across the grid, the others make room,
// and the lift drops it into its new place (the data source's `collectionView(_:moveItemAt:to:)`).
import Foundation
@_spi(Testing) import OpenUIKit

extension ListDemos {
    /// The tile lifted (A) and the place it is dropped at (F's: row 2, column 3).
    static let liftedTile = 0
    static let dropPlace = 5

    /// Long-press tile A, drag it onto tile F's place and lift: B…F move back a place as it
    /// passes, A settles at place 5.
    package static var gridReorder: Demo {
        Demo(
            name: "grid-reorder",
            summary:
                "A UICollectionViewController grid reordered by long press and drag: the standard gesture lifts tile A, the others make room as it passes, and the lift drops it at tile F's place.",
            article: article,
            adoption:
                "override func collectionView(_:moveItemAt:to:) { tiles.insert(tiles.remove(at: from.item), at: to.item) }"
        ) { makeReorderScene() }
    }

    @MainActor
    static func makeReorderScene() -> DemoScene {
        let grid = TileGridViewController()
        let nav = UINavigationController(rootViewController: grid)
        let window = DemoScenery.window(root: nav)
        window.layoutIfNeeded()
        let cv = grid.collectionView!
        cv.layoutIfNeeded()
        func center(_ item: Int) -> CGPoint {
            let frame =
                cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
            return cv.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
        }
        let from = center(liftedTile)
        let to = center(dropPlace)
        let press: @MainActor () -> Void = {
            let finger = window.touchSynthesizer
            finger.touchDown(at: from)
            finger.wait(0.6)
            // 0.8 s across the grid, one sample a frame, then a rest before the lift.
            let frames = 48
            for i in 1...frames {
                let f = CGFloat(i) / CGFloat(frames)
                finger.move(
                    to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
            }
            finger.wait(0.3)
            finger.touchUp()
        }
        let steps: [DemoStep] = [
            .wait(0.3),
            .perform("long press tile A and drag it to place \(dropPlace)", press),
            .settle(timeout: 4), .wait(0.4),
        ]
        return DemoScene(window: window, steps: steps, retaining: [grid, nav])
    }
}

/// A tile: a rounded square of its letter's colour with the letter in the middle.
final class TileCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        label.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ letter: String) {
        label.text = letter
        let hue = CGFloat((letter.unicodeScalars.first?.value ?? 65) - 65) / 12
        contentView.backgroundColor = UIColor(
            hue: hue.truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.85,
            alpha: 1)
    }
}

/// Twelve lettered tiles in three columns; the controller's standard long press reorders them
/// (`installsStandardGestureForInteractiveMovement`, true by default) and the model follows.
final class TileGridViewController: UICollectionViewController {
    private(set) var tiles = (0..<12).map { String(UnicodeScalar(UInt8(65 + $0))) }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        layout.minimumLineSpacing = 12
        super.init(collectionViewLayout: layout)
        title = "Tiles"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { tiles.count }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        (cell as? TileCell)?.show(tiles[indexPath.item])
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

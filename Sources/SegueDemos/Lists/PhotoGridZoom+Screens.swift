import Foundation
import OpenUIKit

/// A generated photo: a vertical sky gradient of the photo's hue over a darker ground, with a
/// pale sun whose place moves with the index, 60 × 60 pixels (shown scaled).
@MainActor
enum GeneratedPhotos {
    static let count = 60
    private static var cache: [Int: UIImage] = [:]

    static func photo(_ index: Int) -> UIImage {
        if let image = cache[index] { return image }
        let side = 60
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        let hue = CGFloat(index % 12) / 12
        let sky = UIColor(hue: hue, saturation: 0.55, brightness: 0.95, alpha: 1).rgba
        let ground = UIColor(
            hue: (hue + 0.3).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.55,
            alpha: 1
        ).rgba
        let sun = (x: 12 + (index * 7) % 36, y: 14 + (index * 5) % 16)
        for y in 0..<side {
            for x in 0..<side {
                let t = CGFloat(y) / CGFloat(side)
                var c =
                    y < 40
                    ? (sky.0 * (1 - t * 0.5), sky.1 * (1 - t * 0.5), sky.2 * (1 - t * 0.3))
                    : ground
                let dx = x - sun.x
                let dy = y - sun.y
                if dx * dx + dy * dy < 36 { c = (1, 0.97, 0.85) }
                let i = (y * side + x) * 4
                pixels[i] = UInt8(max(0, min(1, c.0)) * 255)
                pixels[i + 1] = UInt8(max(0, min(1, c.1)) * 255)
                pixels[i + 2] = UInt8(max(0, min(1, c.2)) * 255)
            }
        }
        let image = UIImage(cgImage: CGImage(width: side, height: side, premultipliedRGBA: pixels))
        cache[index] = image
        return image
    }
}

extension UIColor {
    fileprivate var rgba: (CGFloat, CGFloat, CGFloat) {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return (r, g, b)
    }
}

/// A cell showing one photo, filling it.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }
}

/// The grid: three columns of square photos 2 pt apart; a tap pushes the pager, which zooms
/// out of the tapped cell and back into the cell of the photo it shows when it leaves.
final class PhotoGridViewController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
            let side = (view.bounds.width - 4) / 3
            if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
        }
    }

    override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { GeneratedPhotos.count }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.imageView.image = GeneratedPhotos.photo(indexPath.item)
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
        let pager = PhotoPagerViewController(index: indexPath.item)
        // iOS 18: zoom out of the cell of the photo the pager shows — asked again on the way
        // back, so after paging the zoom returns to that photo's cell, scrolled into view.
        pager.preferredTransition = .zoom { [weak self] context in
            guard let self, let pager = context.zoomedViewController as? PhotoPagerViewController
            else { return nil }
            return self.cell(showing: pager.currentIndex)
        }
        navigationController?.pushViewController(pager, animated: true)
    }

    /// The cell of photo `index`, scrolled fully into view first when it is not.
    func cell(showing index: Int) -> UICollectionViewCell? {
        let path = IndexPath(item: index, section: 0)
        let cv = collectionView!
        let visible = cv.bounds.inset(by: cv.adjustedContentInset)
        let frame = cv.layoutAttributesForItem(at: path)?.frame ?? .zero
        if !visible.contains(frame) {
            cv.scrollToItem(at: path, at: .centeredVertically, animated: false)
            cv.layoutIfNeeded()
        }
        return cv.cellForItem(at: path)
    }
}

/// The pager: one photo a page, full screen on black, paging sideways. It keeps the photo in
/// view across size changes (the zoom lays it out small first), as pagers do.
final class PhotoPagerViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    let layout = UICollectionViewFlowLayout()
    private(set) var pages: UICollectionView!
    /// The photo in view.
    private(set) var currentIndex: Int

    init(index: Int) {
        currentIndex = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        pages = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        pages.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pages.backgroundColor = .black
        pages.isPagingEnabled = true
        pages.showsHorizontalScrollIndicator = false
        pages.contentInsetAdjustmentBehavior = .never
        pages.register(PhotoCell.self, forCellWithReuseIdentifier: "page")
        pages.dataSource = self
        pages.delegate = self
        view.addSubview(pages)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard view.bounds.width > 0 else { return }
        if layout.itemSize != view.bounds.size { layout.itemSize = view.bounds.size }
        let x = CGFloat(currentIndex) * pages.bounds.width
        if !pages.isDragging, !pages.isDecelerating, pages.contentOffset.x != x {
            pages.layoutIfNeeded()
            pages.contentOffset = CGPoint(x: x, y: 0)
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }

    private func settle() {
        guard pages.bounds.width > 0 else { return }
        currentIndex = Int((pages.contentOffset.x / pages.bounds.width).rounded())
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    { GeneratedPhotos.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        if let photo = cell as? PhotoCell {
            photo.imageView.image = GeneratedPhotos.photo(indexPath.item)
            photo.imageView.contentMode = .scaleAspectFit
        }
        return cell
    }
}

import Foundation

/// An item a collection view is moving interactively: where it started (`original`, the data
/// source's index path until the movement ends), where it is in the interim order (`current`),
/// its lifted cell and the last target position (content coordinates).
@MainActor
struct InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    let cell: UICollectionViewCell
    var position: CGPoint

    /// The data source's index path of the item shown at `path` in the interim order (the
    /// moving item taken out at `original` and put back at `current`).
    func modelPath(forInterim path: IndexPath) -> IndexPath {
        if path == current { return original }
        var item = path.item
        if path.section == current.section, item > current.item { item -= 1 }
        if path.section == original.section, item >= original.item { item += 1 }
        return IndexPath(item: item, section: path.section)
    }
}

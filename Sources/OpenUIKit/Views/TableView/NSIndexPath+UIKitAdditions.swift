import Foundation

/// UIKit's additions to `IndexPath` for tables and collections (swift-corelibs-foundation has
/// none of them): a two-index path of a section and a row or item.
extension IndexPath {
    /// The path of `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path of `item` in `section`, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first index: the section of a table or collection. Stops with UIKit's message when
    /// the path does not hold exactly two indexes.
    public var section: Int {
        get {
            checkTwoIndexes()
            return self[0]
        }
        set {
            checkTwoIndexes()
            self[0] = newValue
        }
    }

    /// The second index: the row in a table's section. Stops with UIKit's message when the path
    /// does not hold exactly two indexes.
    public var row: Int {
        get {
            checkTwoIndexes()
            return self[1]
        }
        set {
            checkTwoIndexes()
            self[1] = newValue
        }
    }

    /// The second index: the item in a collection's section, as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    private func checkTwoIndexes() {
        precondition(
            count == 2,
            "Invalid index path for use with UITableView. Index paths passed to table view must "
                + "contain exactly two indices specifying the section and row. Please use the "
                + "category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible.")
    }
}

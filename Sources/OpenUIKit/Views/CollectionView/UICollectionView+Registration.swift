import Foundation

extension UICollectionView {
    /// A cell class and the handler that configures its cells for an item, as UIKit's
    /// `UICollectionView.CellRegistration`; dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    ///
    /// Each registration is its own reuse identifier; the collection view registers the class
    /// the first time the registration dequeues.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// The handler's type: the cell, its index path and its item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let identifier = "CellRegistration-" + UUID().uuidString
        let handler: Handler

        /// Creates a registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of one kind and the handler that configures its views, as
    /// UIKit's `UICollectionView.SupplementaryRegistration`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// The handler's type: the view, its kind and its index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of supplementary view registered.
        public let elementKind: String
        let identifier = "SupplementaryRegistration-" + UUID().uuidString
        let handler: Handler

        /// Creates a registration of `Supplementary` views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of `registration`'s class for `indexPath`, reused or new, after the
    /// registration's handler configured it with `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellPool.registered[registration.identifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        guard
            let cell = dequeueReusableCell(
                withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
        else { preconditionFailure("the registered cell is not of kind \(Cell.self)") }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s class and kind for `indexPath`, reused or new,
    /// after the registration's handler configured it.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if supplementaryPool.registered[kind + " " + registration.identifier] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: registration.identifier)
        }
        guard
            let view = dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
                as? Supplementary
        else { preconditionFailure("the registered view is not of kind \(Supplementary.self)") }
        registration.handler(view, kind, indexPath)
        return view
    }
}

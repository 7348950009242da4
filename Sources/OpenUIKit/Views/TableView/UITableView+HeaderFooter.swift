import Foundation

extension UITableView {
    /// Registers the class to make header and footer views of `identifier` from (nil removes
    /// it). The class must be a `UITableViewHeaderFooterView` subclass; its
    /// `init(reuseIdentifier:)` is called.
    public func register(
        _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        guard let aClass else {
            headerFooterPool.registered[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure(
                "must pass a class of kind UITableViewHeaderFooterView (got \(aClass)) for "
                    + "identifier " + identifier)
        }
        headerFooterPool.registered[identifier] = type
    }

    /// A header or footer view of `identifier` waiting for reuse (after its
    /// `prepareForReuse()`), else a new one of the registered class, else nil (UIKit returns
    /// nil rather than stopping here).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
        -> UITableViewHeaderFooterView?
    {
        if let view = headerFooterPool.dequeue(identifier) {
            view.prepareForReuse()
            return view
        }
        guard let type = headerFooterPool.registered[identifier] else { return nil }
        headerFootersMade += 1
        return type.init(reuseIdentifier: identifier)
    }

    /// The header view of `section` when it is a `UITableViewHeaderFooterView` in the table.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard section >= 0, section < sectionDecorations.count,
            let view = sectionDecorations[section].headerView as? UITableViewHeaderFooterView,
            view.superview === self
        else { return nil }
        return view
    }

    /// The footer view of `section` when it is a `UITableViewHeaderFooterView` in the table.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard section >= 0, section < sectionDecorations.count,
            let view = sectionDecorations[section].footerView as? UITableViewHeaderFooterView,
            view.superview === self
        else { return nil }
        return view
    }
}

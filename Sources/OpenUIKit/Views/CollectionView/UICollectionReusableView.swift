import Foundation

/// A view a collection view shows and reuses (a supplementary view, and the base of cells), as
/// UIKit's `UICollectionReusableView`.
///
/// The collection view makes one from the registered class with `init(frame:)`, applies its
/// layout attributes, and calls `prepareForReuse()` before handing it out again.
/// `init(frame:)` is `required` here (UIKit's is not): without the Objective-C runtime a
/// collection view can only make views of a registered class through a required initializer
/// (Docs/Porting.md).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses this view under (nil until it dequeues it).
    open internal(set) var reuseIdentifier: String?
    /// The attributes last applied.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// Creates a view with `frame`; a collection view calls this for a registered class.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist in this engine: a view with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Resets the view before the collection view hands it out again. Default does nothing for
    /// a supplementary view; subclasses call `super`.
    open func prepareForReuse() {}

    /// Applies layout-specific attributes (the frame, transform, alpha and z-order are applied
    /// by the collection view). Default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The view is about to change from one layout to another. Default does nothing.
    open func willTransition(
        from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
    ) {}

    /// The view changed from one layout to another. Default does nothing.
    open func didTransition(
        from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
    ) {}

    /// The attributes the view would like, for a layout that sizes its elements themselves:
    /// a copy of `layoutAttributes` whose size fits the Auto Layout content at the width (or
    /// height) the layout fixes, as UIKit's self-sizing cells; unchanged without constraints.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard let result = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        let fitted = fittingSize(for: layoutAttributes)
        if let fitted { result.size = fitted }
        return result
    }

    /// The view's Auto Layout size for `attributes` (nil without constraints).
    func fittingSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize? {
        let host = sizingView
        let constrained =
            !host.constraints.isEmpty
            || host.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard constrained else { return nil }
        let target = CGSize(
            width: attributes.fixedWidth ? attributes.size.width : 0,
            height: attributes.fixedHeight ? attributes.size.height : 0)
        let fit = host.systemLayoutSizeFitting(
            target,
            withHorizontalFittingPriority: attributes.fixedWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: attributes.fixedHeight ? .required : .fittingSizeLevel)
        guard fit.width > 0 || fit.height > 0 else { return nil }
        return CGSize(
            width: attributes.fixedWidth ? attributes.size.width : fit.width,
            height: attributes.fixedHeight ? attributes.size.height : fit.height)
    }

    /// The view whose constraints size this one: itself (a cell's content view for cells).
    var sizingView: UIView { self }

    /// Applies `attributes`: size, centre, transform, alpha, hidden, then `apply(_:)` (the
    /// collection view orders its subviews by `zIndex`).
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        bounds = CGRect(origin: bounds.origin, size: attributes.size)
        center = attributes.center
        transform3D = attributes.transform3D
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        appliedAttributes = attributes
        apply(attributes)
    }
}

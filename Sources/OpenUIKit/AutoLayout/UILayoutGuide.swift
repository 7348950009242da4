import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`.
///
/// A view's `safeAreaLayoutGuide` and `layoutMarginsGuide` follow its safe area and margins
/// (required constraints the engine derives); a guide added with `addLayoutGuide(_:)` is placed by
/// the constraints you give it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchorItem {
    enum Kind { case custom, safeArea, margins, scrollContent, scrollFrame }
    /// The view that owns the guide.
    open weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    let kind: Kind
    let variables: LayoutVariables

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        kind = .custom
        variables = LayoutVariables("UILayoutGuide")
        super.init()
    }

    init(owningView: UIView, kind: Kind) {
        self.owningView = owningView
        self.kind = kind
        let names: (variables: String, identifier: String) =
            switch kind {
            case .safeArea: ("safeArea", "UIViewSafeAreaLayoutGuide")
            case .margins: ("margins", "UIViewLayoutMarginsGuide")
            case .scrollContent: ("content", "UIScrollView-contentLayoutGuide")
            case .scrollFrame: ("frame", "UIScrollView-frameLayoutGuide")
            case .custom: ("UILayoutGuide", "")
            }
        variables = LayoutVariables(names.variables)
        super.init()
        identifier = names.identifier
    }

    /// The guide's rectangle in the owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        switch kind {
        case .safeArea: return v.bounds.inset(by: v.safeAreaInsets)
        case .margins: return v.bounds.inset(by: v.effectiveMarginInsets)
        case .scrollContent:
            return CGRect(origin: .zero, size: (v as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return v.bounds
        case .custom:
            guard let engine = v.syncedAutoLayoutEngine() else { return .zero }
            let g = engine.rect(of: variables)
            let o = engine.rect(of: v.autoLayoutStorage.variables)
            return PixelGrid.frame(of: g, in: o, scale: UIScreen.main.scale)
        }
    }

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
}

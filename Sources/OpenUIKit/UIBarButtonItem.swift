import Foundation

/// A button shown in a navigation bar or a toolbar, as UIKit's `UIBarButtonItem` (engine: a text item).
///
/// The bar draws the item's `title` in 17 pt (`.plain`) or 17 pt semibold (`.done`) at its left or
/// right edge (see `UINavigationBar`). Target–action needs `#selector`, which Linux Swift lacks:
/// the action is a closure, `init(title:style:handler:)` (the closure form of UIKit's
/// `init(title:style:target:action:)` and of `init(title:image:primaryAction:menu:)`), called with
/// the item when the item's view in the bar is tapped. A popover can be anchored to the item with
/// `UIPopoverPresentationController.barButtonItem`.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The look of an item, as UIKit's `UIBarButtonItem.Style` (`.bordered` is deprecated and absent).
    public enum Style: Int, Sendable {
        /// The regular look: 17 pt regular text.
        case plain = 0
        /// The look of a button that completes a task: 17 pt semibold text.
        case done = 2
    }

    /// The text shown in the bar. Default nil (an empty item).
    open var title: String? { didSet { changed() } }
    /// The image shown in the bar, in place of the title, at its size. Default nil.
    open var image: UIImage? { didSet { changed() } }
    /// The system item this item was made as, nil for any other.
    var systemItem: SystemItem?
    /// The look. Default `.plain`.
    open var style: Style = .plain { didSet { changed() } }
    /// The item's width in points; 0 (the default) sizes the item to its title, as UIKit does.
    open var width: CGFloat = 0 { didSet { changed() } }
    /// Whether the item responds to taps (a disabled item is drawn greyed). Default true.
    open var isEnabled = true { didSet { changed() } }
    /// An integer to identify the item. Default 0.
    open var tag = 0
    /// The action, called with the item when it is tapped: the closure form of UIKit's target–action.
    open var handler: (@MainActor (UIBarButtonItem) -> Void)?

    /// The view drawing the item in its bar (nil until a bar shows the item).
    package internal(set) weak var view: UIView?
    /// The bar showing the item (a navigation bar or a toolbar), to lay it out again when the
    /// item changes.
    weak var bar: UIView?

    /// Creates an item with a title, a look and an action (UIKit's `init(title:style:target:action:)`).
    public init(
        title: String?, style: Style = .plain,
        handler: (@MainActor (UIBarButtonItem) -> Void)? = nil
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Creates an empty plain item, as UIKit's `init()`.
    public override init() { super.init() }

    /// The font the bar draws the title in: 17 pt, semibold for `.done`.
    var font: UIFont {
        UIFont.systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
    }

    private func changed() {
        bar?.setNeedsLayout()
        bar?.layoutIfNeeded()
    }
}

/// The view a navigation bar shows for a `UIBarButtonItem`: a label that calls the item's handler
/// when tapped.
@MainActor
final class BarButtonItemView: UILabel {
    private(set) weak var item: UIBarButtonItem?

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isUserInteractionEnabled = true
        addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in
                guard let item = self?.item, item.isEnabled else { return }
                item.handler?(item)
            })
        update()
    }

    /// Takes the item's title, font and enabled state.
    func update() {
        guard let item else { return }
        let glyph = item.title == nil ? item.systemItem?.glyph : nil
        text = item.image == nil ? glyph ?? item.title : nil
        font = glyph == nil ? item.font : UIFont.systemFont(ofSize: 22)
        if let image = item.image {
            let imageView = subviews.first as? UIImageView ?? UIImageView()
            imageView.image = image
            imageView.frame.size = image.size
            if imageView.superview !== self { addSubview(imageView) }
        } else {
            subviews.first?.removeFromSuperview()
        }
        textAlignment = .center
        textColor = item.isEnabled ? UIColor.systemBlue : UIColor(white: 0.6, alpha: 1)
    }

    /// The width the item takes in the bar: its `width` when set, else its title's width (at
    /// least 0), rounded up to whole points.
    var itemWidth: CGFloat {
        if let item, item.width > 0 { return item.width }
        if let image = item?.image { return image.size.width.rounded(.up) }
        return (intrinsicContentSize.width).rounded(.up)
    }

    /// Centres the image of an image item.
    override func layoutSubviews() {
        super.layoutSubviews()
        if let imageView = subviews.first as? UIImageView {
            imageView.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }
}

import Foundation

/// A bar of bar button items, as UIKit's `UIToolbar`: the bar a navigation controller shows at
/// the bottom of its view (`UINavigationController.toolbar`), or one an app places itself.
///
/// The bar is drawn with the navigation bar's material (its opaque stand-in, light or dark with
/// the appearance; `barStyle = .black` is dark whatever the appearance), or `barTintColor`, with a
/// 0.5 pt hairline along its top edge. A navigation controller's toolbar is 49 pt tall (engine
/// choice: iOS 26's iPhone toolbar, as tall as the tab bar) above the bottom safe area, its
/// background extending down under the home indicator, as UIKit's bottom-attached bars. Items run
/// from the bar's leading layout margin (16 pt in a compact width, 20 pt in a regular one), each
/// as wide as its title, image or `width`, 8 pt apart; a `.fixedSpace` item is blank space of its
/// `width`, and the `.flexibleSpace` items share what is left of the width equally, so
/// `[flexible, item, flexible]` centres the item and `[item, flexible, item]` puts the second at
/// the trailing margin. Items are drawn in the bar's `tintColor` (greyed when disabled).
/// Right-to-left, the order is mirrored, as UIKit's. Engine choices where Apple is silent:
/// Docs/Behaviour-today.md, "Toolbars".
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of a navigation controller's toolbar above the bottom safe area, in points.
    package static let standardHeight: CGFloat = 49
    /// The spacing between two items, in points (as the navigation bar's).
    static let interitemSpacing: CGFloat = 8
    /// How long `setItems(_:animated: true)` cross-fades the items, in seconds (engine choice).
    static let itemFadeDuration: TimeInterval = 0.25

    /// The bar's background, extended down under the home indicator when the bar is attached to
    /// the bottom of the screen (UIKit's `_UIBarBackground`), drawn from the toolbar's
    /// appearances (`UIToolbar+Appearance.swift`).
    let barBackground = BarBackgroundView(material: BarColors.navigationBar, hairlineEdge: .top)
    /// The toolbar's appearances.
    var appearances = BarAppearances<UIToolbarAppearance>()
    /// The hairline along the top edge (UIKit's shadow image).
    let shadowLine = UIView()
    /// How far the background extends below the bar: the bottom safe area when a navigation
    /// controller places the bar above it.
    var bottomAttachmentHeight: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// One view per item, in order.
    private(set) var itemViews: [BarButtonItemView] = []
    private var _items: [UIBarButtonItem]?
    /// While true, the views of replaced items stay in the bar (a navigation transition fades
    /// them out); `takeHeldItemChange()` hands them over with the views made meanwhile.
    var holdsReplacedItemViews = false
    private var held = ItemViewChange()

    /// The items shown, leading first. Default nil. Setting it is `setItems(_:animated: false)`.
    open var items: [UIBarButtonItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    /// The look of the bar. Default `.default`; `.black` draws the bar and its items dark.
    open var barStyle: UIBarStyle = .default {
        didSet {
            guard barStyle != oldValue else { return }
            overrideUserInterfaceStyle = barStyle == .black ? .dark : .unspecified
        }
    }

    /// Whether the bar is translucent. Default true. An opaque bar draws `barTintColor` at full
    /// opacity, as UIKit's; the default material is drawn opaque either way (the engine's bar
    /// material is an opaque stand-in, as the navigation bar's).
    open var isTranslucent = true { didSet { updateBackground() } }

    /// The bar's background colour. Default nil: the bar's material.
    open var barTintColor: UIColor? { didSet { updateBackground() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        barBackground.isUserInteractionEnabled = false
        addSubview(barBackground)
        shadowLine.backgroundColor = BarColors.shadow
        shadowLine.isUserInteractionEnabled = false
        addSubview(shadowLine)
        updateBackground()
    }

    private func updateBackground() { applyLegacyBackground() }

    /// Shows `items`; when `animated` and the bar is in a window, the items that leave fade out
    /// while the new ones fade in (0.25 s, engine choice), as UIKit cross-fades a toolbar's items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let change = replaceItemViews(with: items)
        let (removed, added) = (change.removed, change.added)
        guard animated, window != nil else {
            if holdsReplacedItemViews {
                held.removed += removed
                held.added += added
            } else {
                drop(removed)
            }
            return
        }
        layoutIfNeeded()
        UIView.performWithoutAnimation {
            for v in added { v.alpha = 0 }
        }
        UIView.animate(
            withDuration: Self.itemFadeDuration,
            animations: {
                for v in added { v.alpha = 1 }
                for v in removed { v.alpha = 0 }
            },
            completion: { [weak self] _ in self?.drop(removed) })
    }

    /// The views of the items replaced while `holdsReplacedItemViews` was true (still in the
    /// bar, where they stood) and those made for the items that came.
    func takeHeldItemChange() -> ItemViewChange {
        defer { held = ItemViewChange() }
        return held
    }

    /// Sets the items and their views, keeping the view of an item that stays; returns the views
    /// of the items that left (still in the bar) and those made for the items that came.
    private func replaceItemViews(with items: [UIBarButtonItem]?) -> ItemViewChange {
        _items = items
        let old = itemViews
        var added: [BarButtonItemView] = []
        itemViews = (items ?? []).map { item in
            item.bar = self
            if let v = old.first(where: { $0.item === item }) { return v }
            let v = BarButtonItemView(item: item)
            item.view = v
            addSubview(v)
            added.append(v)
            return v
        }
        setNeedsLayout()
        return ItemViewChange(
            removed: old.filter { v in !itemViews.contains { $0 === v } }, added: added)
    }

    /// Takes the views of items that left out of the bar.
    func drop(_ views: [BarButtonItemView]) {
        for v in views where !itemViews.contains(where: { $0 === v }) {
            if let item = v.item {
                if item.view === v { item.view = nil }
                if item.bar === self, !(_items ?? []).contains(where: { $0 === item }) {
                    item.bar = nil
                }
            }
            v.removeFromSuperview()
        }
    }

    /// Fades the views of the items that left out and those of the items that came in,
    /// alongside the push or pop `coordinator` runs (an interactive pop scrubs it, a cancelled
    /// one runs it back); the views of items in both stay as they are.
    func crossFadeItems(
        _ change: ItemViewChange, coordinator: UIViewControllerTransitionCoordinator
    ) {
        layoutIfNeeded()
        let old = change.removed
        let fresh = change.added.filter { v in itemViews.contains { $0 === v } }
        UIView.performWithoutAnimation {
            for v in fresh { v.alpha = 0 }
        }
        coordinator.animateAlongsideTransition(
            in: self,
            animation: { _ in
                for v in fresh { v.alpha = 1 }
                for v in old { v.alpha = 0 }
            },
            completion: { [weak self] _ in
                for v in fresh { v.alpha = 1 }
                self?.drop(old)
            })
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let h = bounds.height
        barBackground.frame = CGRect(x: 0, y: 0, width: w, height: h + bottomAttachmentHeight)
        shadowLine.frame = CGRect(x: 0, y: -0.5, width: w, height: 0.5)
        layOutItems()
        applyAppearance()
    }

    /// Places the item views (see the type's description).
    private func layOutItems() {
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let items = zip(_items ?? [], itemViews)
        var fixed: CGFloat = 0
        var flexibleCount = 0
        for (item, v) in items {
            if item.systemItem == .flexibleSpace {
                flexibleCount += 1
            } else {
                fixed += item.systemItem == .fixedSpace ? item.width : v.itemWidth
            }
        }
        let gaps = CGFloat(max(0, itemViews.count - 1)) * Self.interitemSpacing
        let share =
            flexibleCount == 0
            ? 0 : max(0, (bounds.width - 2 * margin - fixed - gaps) / CGFloat(flexibleCount))
        var x = margin
        for (item, v) in items {
            v.update()
            let isSpace = item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace
            let width =
                item.systemItem == .flexibleSpace
                ? share : item.systemItem == .fixedSpace ? item.width : v.itemWidth
            v.isUserInteractionEnabled = !isSpace
            v.textColor = item.isEnabled ? tintColor : UIColor(white: 0.6, alpha: 1)
            v.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if isRightToLeft { v.frame.origin.x = bounds.width - v.frame.maxX }
            x += width + Self.interitemSpacing
        }
    }
}

/// The item views a change of a toolbar's items replaced and made.
struct ItemViewChange {
    /// The views of the items that left (still in the bar until dropped).
    var removed: [BarButtonItemView] = []
    /// The views made for the items that came.
    var added: [BarButtonItemView] = []
}

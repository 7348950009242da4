import Foundation

/// How the bar shows its top item's title (resolved by the navigation controller from
/// `prefersLargeTitles` and the items' `largeTitleDisplayMode`).
enum LargeTitleStyle: Equatable {
    /// The title centred in the 44 pt row, 17 pt semibold.
    case none
    /// The title large in a strip below the row (`.always`, or `.automatic` inheriting it).
    case strip
    /// The title large at the leading margin of the row itself, with no strip (iOS 17's
    /// `.inline` on an item with no back button).
    case inline
}

extension UINavigationBar {
    /// The large-title strip's height on iPhone, in points: 96 pt of bar in all, as UIKit's
    /// large-title bar (44 + 52).
    static let largeTitleStripHeight: CGFloat = 52
    /// The large title's point size: 34 pt, UIKit's `.largeTitle` text style.
    static let largeTitleFontSize: CGFloat = 34
    /// How far the large title's line box ends above the strip's bottom, in points (engine
    /// choice, Docs/Behaviour-lists.md "Large titles").
    static let largeTitleBottomInset: CGFloat = 8
    /// The last points of the collapse over which the inline title fades in (engine choice).
    static let inlineTitleFadeDistance: CGFloat = 10

    /// The height of the row of the title and buttons: the bar less its large-title and search
    /// strips.
    var rowHeight: CGFloat { max(0, bounds.height - largeTitleHeight - searchStripHeight) }

    func setUpLargeTitle() {
        largeTitleView.clipsToBounds = true
        largeTitleView.isUserInteractionEnabled = false
        largeTitleView.addSubview(largeTitleLabel)
        addSubview(largeTitleView)
        applyLargeTitleAttributes()
    }

    /// The large title's font and colour: `largeTitleTextAttributes`, else 34 pt bold `.label`.
    func applyLargeTitleAttributes() {
        let attributes = largeTitleTextAttributes ?? [:]
        largeTitleLabel.font =
            attributes[.font] as? UIFont
            ?? UIFont.systemFont(ofSize: Self.largeTitleFontSize, weight: .bold)
        largeTitleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    }

    /// `prefersLargeTitles`, the attributes or an item's display mode changed: the navigation
    /// controller resolves the style and the strip again.
    func largeTitleSettingsChanged() {
        applyLargeTitleAttributes()
        if let nav = superview?.owningViewController as? UINavigationController,
            nav.navigationBar === self
        {
            nav.updateBars()
        }
        setNeedsLayout()
    }

    /// The inline (row) title's opacity for the current strip: hidden while a large title
    /// shows, fading in over the last `inlineTitleFadeDistance` points of the collapse.
    var inlineTitleAlpha: CGFloat {
        switch largeTitleStyle {
        case .none: return 1
        case .inline: return 0
        case .strip:
            let d = Self.inlineTitleFadeDistance
            return min(1, max(0, (d - largeTitleHeight) / d))
        }
    }

    /// The large title's line-box height for its font, in points.
    var largeTitleLineHeight: CGFloat { ceil(largeTitleLabel.font.lineHeight) }

    /// Places the strip below the row and the large title in it: at the leading layout margin,
    /// its line box `largeTitleBottomInset` above the strip's bottom, so it rides up under the
    /// row (clipped) as the strip closes and down as a pull stretches it. `.inline`: the large
    /// title in the row, centred vertically. Sets the inline title's opacity.
    func layOutLargeTitle(rowHeight h: CGFloat) {
        let w = bounds.width
        let line = largeTitleLineHeight
        let width = max(0, w - 2 * barMargin)
        switch largeTitleStyle {
        case .none:
            largeTitleView.frame = CGRect(x: 0, y: h, width: w, height: 0)
            largeTitleView.isHidden = true
        case .strip:
            largeTitleView.isHidden = false
            largeTitleView.frame = CGRect(x: 0, y: h, width: w, height: largeTitleHeight)
            largeTitleLabel.frame = CGRect(
                x: barMargin, y: largeTitleHeight - Self.largeTitleBottomInset - line,
                width: width, height: line)
        case .inline:
            largeTitleView.isHidden = false
            largeTitleView.frame = CGRect(x: 0, y: 0, width: w, height: h)
            largeTitleLabel.frame = CGRect(
                x: barMargin, y: ((h - line) / 2).rounded(), width: width, height: line)
        }
        largeTitleLabel.textAlignment = isRightToLeft ? .right : .left
        titleLabel.alpha = inlineTitleAlpha
    }
}

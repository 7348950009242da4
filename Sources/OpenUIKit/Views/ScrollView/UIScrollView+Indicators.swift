import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIScrollView {
    /// The bars appear (on top of the content) where the content scrolls.
    func showIndicators() {
        indicators.generation += 1
        for (bar, shown) in [
            (indicators.vertical, showsVerticalScrollIndicator && scrollsVertically),
            (indicators.horizontal, showsHorizontalScrollIndicator && scrollsHorizontally),
        ] {
            guard shown else { continue }
            if bar.superview !== self || subviews.last !== bar { addSubview(bar) }
            bar.layer.removeAllAnimations()
            bar.alpha = 1
        }
        updateIndicators()
    }

    /// The bars fade out after `ScrollIndicators.lingering` seconds, unless shown again first.
    func hideIndicatorsSoon() {
        let generation = indicators.generation
        let bars = [indicators.vertical, indicators.horizontal].filter { $0.alpha > 0 }
        guard !bars.isEmpty else { return }
        MainRunLoop.perform(after: ScrollIndicators.lingering) { [indicators] in
            guard indicators.generation == generation else { return }
            UIView.animate(withDuration: ScrollIndicators.fadeDuration) {
                for bar in bars { bar.alpha = 0 }
            }
        }
    }

    /// Places the bars for the current offset, content size and insets; nothing to do (on every
    /// scroll step) while no bar has been shown.
    func updateIndicators() {
        guard indicators.vertical.superview === self || indicators.horizontal.superview === self
        else { return }
        // The default style is dark in the light appearance and light in the dark one.
        let dark =
            indicatorStyle == .black
            || (indicatorStyle == .default && traitCollection.userInterfaceStyle != .dark)
        let colour = dark ? UIColor(white: 0, alpha: 0.35) : UIColor(white: 1, alpha: 0.35)
        let inset = adjustedContentInset
        let safe =
            automaticallyAdjustsScrollIndicatorInsets
            ? UIEdgeInsets(
                top: inset.top - contentInset.top, left: inset.left - contentInset.left,
                bottom: inset.bottom - contentInset.bottom, right: inset.right - contentInset.right)
            : .zero
        let m = ScrollIndicators.margin
        let t = ScrollIndicators.thickness
        let offset = contentOffset

        let vi = verticalScrollIndicatorInsets
        let vTrack = bounds.height - safe.top - safe.bottom - vi.top - vi.bottom - 2 * m
        let contentHeight = contentSize.height + inset.top + inset.bottom
        if vTrack > 0, contentHeight > 0 {
            let (length, position) = Self.bar(
                track: vTrack, visible: bounds.height, content: contentHeight,
                offset: offset.y + inset.top)
            indicators.vertical.backgroundColor = colour
            indicators.vertical.frame = CGRect(
                x: offset.x + bounds.width - safe.right - vi.right - m - t,
                y: offset.y + safe.top + vi.top + m + position, width: t, height: length)
        }

        let hi = horizontalScrollIndicatorInsets
        let hTrack = bounds.width - safe.left - safe.right - hi.left - hi.right - 2 * m
        let contentWidth = contentSize.width + inset.left + inset.right
        if hTrack > 0, contentWidth > 0 {
            let (length, position) = Self.bar(
                track: hTrack, visible: bounds.width, content: contentWidth,
                offset: offset.x + inset.left)
            indicators.horizontal.backgroundColor = colour
            indicators.horizontal.frame = CGRect(
                x: offset.x + safe.left + hi.left + m + position,
                y: offset.y + bounds.height - safe.bottom - hi.bottom - m - t, width: length,
                height: t)
        }
    }

    /// A bar's length and position along a track of `track` points, for `visible` points of
    /// `content` shown from `offset`; past either end the bar shrinks by the overshoot.
    static func bar(track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat)
        -> (length: CGFloat, position: CGFloat)
    {
        let minimum = min(ScrollIndicators.minimumLength, track)
        var length = max(minimum, track * min(1, visible / content))
        let scrollable = max(content - visible, 0)
        let overshoot = offset < 0 ? -offset : max(0, offset - scrollable)
        length = max(ScrollIndicators.thickness, length - overshoot)
        let fraction = scrollable > 0 ? min(max(offset / scrollable, 0), 1) : 0
        return (length, fraction * (track - length))
    }
}

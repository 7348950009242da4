import Foundation

/// Who takes a vertical drag that starts on a scroll view inside a sheet: the sheet or the scroll
/// view. UIKit's rule for `UISheetPresentationController` (Docs/Behaviour-lists.md, "Scroll views
/// in sheets"): a drag down moves the sheet when the content is at its top, and scrolls it
/// otherwise; a drag up expands the sheet to its next detent before it scrolls, when
/// `prefersScrollingExpandsWhenScrolledToEdge` and the sheet is not at its largest detent;
/// a mostly horizontal drag is the scroll view's.
@MainActor
enum SheetScrollArbitration {
    /// Whether `sheet` takes a drag of `translation` (window points) begun on `scrollView`.
    static func sheetTakes(
        _ sheet: UISheetPresentationController, from scrollView: UIScrollView,
        translation: CGPoint
    ) -> Bool {
        guard scrollView.scrollsVertically, abs(translation.y) >= abs(translation.x) else {
            return !scrollView.scrollsVertically && !scrollView.scrollsHorizontally
        }
        if translation.y > 0 {
            return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        }
        return sheet.prefersScrollingExpandsWhenScrolledToEdge && !sheet.isAtLargestDetent
    }

    /// The sheet whose drag `view` is inside: the nearest superview carrying a sheet's pan.
    static func sheet(around view: UIView) -> UISheetPresentationController? {
        var v: UIView? = view
        while let current = v {
            for g in current.gestureRecognizers ?? [] {
                if let pan = g as? SheetPanGestureRecognizer, let sheet = pan.sheet {
                    return sheet
                }
            }
            v = current.superview
        }
        return nil
    }

    /// The scroll view that scrolls vertically under `point` (in `root`'s coordinates), if any.
    static func scrollView(at point: CGPoint, in root: UIView) -> UIScrollView? {
        var v = root.hitTest(point, with: nil)
        while let current = v, current !== root.superview {
            if let scroll = current as? UIScrollView, scroll.scrollsVertically { return scroll }
            v = current.superview
        }
        return nil
    }
}

/// A sheet's own pan: it knows its sheet, so a scroll view inside can ask who takes a drag.
@MainActor
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    weak var sheet: UISheetPresentationController?
}

/// The sheet pan's delegate: the pan does not begin on a drag that a scroll view inside takes.
@MainActor
final class SheetPanArbiter: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? SheetPanGestureRecognizer, let sheet = pan.sheet,
            let view = pan.view
        else { return true }
        let translation = pan.translation(in: nil)
        let now = pan.location(in: view)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        guard let scrollView = SheetScrollArbitration.scrollView(at: start, in: view) else {
            return true
        }
        return SheetScrollArbitration.sheetTakes(sheet, from: scrollView, translation: translation)
    }
}

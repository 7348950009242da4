import Foundation

/// Dragging a sheet between its detents and down to dismiss. A pan gesture on the sheet calls
/// `dragChanged(translation:)` while the finger moves and `dragEnded(translation:velocity:)` when it
/// lifts (the gesture itself belongs to the gestures layer of the engine).
///
/// Engine rules (Apple does not document them; Docs/Behaviour-vc.md "Sheet drag-to-dismiss"):
/// between detents the sheet's top follows the finger, clamped at the largest detent, and no
/// transition runs. Below the lowest detent the drag is a dismissal (`+DragDismissal`): allowed,
/// an interactive dismissal runs through the pipeline and the finger scrubs it; refused
/// (`isModalInPresentation`, or `presentationControllerShouldDismiss` false), the sheet resists.
/// On release the top is projected by `velocity × 0.15 s`: nearest the bottom edge, the dismissal
/// finishes (or, refused, the delegate hears `presentationControllerDidAttemptToDismiss`);
/// otherwise it is cancelled and the sheet settles at the nearest detent.
extension UISheetPresentationController {
    /// Seconds of velocity projected when the finger lifts.
    static let projectionTime: CGFloat = 0.15

    /// The sheet's pan gesture: follows the finger vertically and settles or dismisses on release.
    func handleSheetPan(_ g: UIPanGestureRecognizer) {
        let container = containerView
        switch g.state {
        case .began, .changed:
            dragChanged(translation: g.translation(in: container).y)
        case .ended:
            dragEnded(
                translation: g.translation(in: container).y, velocity: g.velocity(in: container).y)
        case .cancelled, .failed:
            dragEnded(translation: 0, velocity: 0)
        default:
            break
        }
    }

    /// The finger moved: `translation` is the vertical distance from where the drag began, in
    /// points, positive downwards.
    func dragChanged(translation: CGFloat) {
        guard let container = containerView?.bounds, let v = presentedView else { return }
        let drag = self.drag ?? SheetDrag()
        self.drag = drag
        let top = fingerTop(translation: translation, in: container)
        let lowest = lowestDetentTop(in: container)
        switch drag.phase {
        case .dismissing(let interaction):
            interaction.update(
                Self.dismissalPercent(forTravel: (top - lowest) / container.height))
            return
        case .refused:
            break
        case .detents:
            guard top > lowest else { break }
            if dragDismissalAllowed() {
                place(v, top: lowest, in: container)
                if let interaction = beginDragDismissal() {
                    drag.phase = .dismissing(interaction)
                    interaction.update(
                        Self.dismissalPercent(forTravel: (top - lowest) / container.height))
                    return
                }
            } else {
                drag.phase = .refused
            }
        }
        let resisted =
            top > lowest && drag.isRefused
            ? lowest + Self.resisted(top - lowest, in: container.height) : top
        place(v, top: resisted, in: container)
    }

    /// The finger lifted after moving `translation` points (positive down) at `velocity` points per
    /// second: settles at a detent or dismisses. Returns the detent chosen, nil when dismissing.
    @discardableResult
    func dragEnded(translation: CGFloat, velocity: CGFloat) -> Detent.Identifier? {
        let drag = self.drag ?? SheetDrag()
        self.drag = nil
        guard let container = containerView?.bounds else { return nil }
        let restingTop = frameOfPresentedViewInContainerView.minY
        let projected = restingTop + translation + velocity * Self.projectionTime
        var best: (Detent.Identifier?, CGFloat)?
        for (id, h) in resolvedDetents(in: container) {
            let top = container.height - h
            if best == nil || abs(top - projected) < abs(best!.1 - projected) { best = (id, top) }
        }
        if abs(container.height - projected) < abs((best?.1 ?? .infinity) - projected) {
            best = (nil, container.height)
        }
        guard let choice = best else { return nil }
        let dismisses = choice.0 == nil
        switch drag.phase {
        case .dismissing(let interaction):
            if dismisses {
                interaction.finish()
                return nil
            }
            interaction.cancel()
            // The sheet settles at the chosen detent once the cancelled dismissal has ended.
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: nil) {
                [weak self] _ in self?.settle(at: choice.0)
            }
            return choice.0
        case .refused:
            break
        case .detents:
            // A fling that did not reach below the lowest detent before the release.
            if dismisses, dragDismissalAllowed() {
                if let interaction = beginDragDismissal() {
                    interaction.finish()
                    return nil
                }
                settle(at: nil)
                return currentDetent
            }
        }
        if dismisses {
            if let d = delegate {
                trace(d, "presentationControllerDidAttemptToDismiss(_:)")
                d.presentationControllerDidAttemptToDismiss(self)
            }
            settle(at: nil)
            return currentDetent
        }
        settle(at: choice.0)
        return choice.0
    }

    /// Where the finger puts the sheet's top: the resting top moved by `translation`, clamped at
    /// the largest detent.
    private func fingerTop(translation: CGFloat, in container: CGRect) -> CGFloat {
        let restingTop = frameOfPresentedViewInContainerView.minY
        let highest =
            container.height
            - (resolvedDetents(in: container).last?.1 ?? (container.height - cardTop))
        return max(highest, restingTop + translation)
    }

    /// The sheet with its top at `top`, reaching the container's bottom.
    private func place(_ v: UIView, top: CGFloat, in container: CGRect) {
        v.frame = CGRect(
            x: v.frame.minX, y: top, width: v.frame.width, height: container.height - top)
    }

    /// Selects `detent` (nil: keeps the selection) and animates the sheet and its chrome to the
    /// selected detent.
    private func settle(at detent: Detent.Identifier?) {
        if let detent { selectedDetentIdentifier = detent }
        EngineAnimation.run(
            duration: 0.35,
            {
                if let v = presentedView {
                    EngineAnimation.setFrame(v, frameOfPresentedViewInContainerView, animated: true)
                }
                applyChrome(animated: true)
            }, completion: {})
    }
}

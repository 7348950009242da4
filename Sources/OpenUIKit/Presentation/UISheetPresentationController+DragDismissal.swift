import Foundation
@_spi(Testing) import OpenQuartzCore

/// One drag of a sheet, from the finger's first move to its release: between detents, dismissing
/// interactively once the sheet went below its lowest detent, or resisting when the dismissal was
/// refused.
@MainActor
final class SheetDrag {
    enum Phase {
        /// Moving between detents (not a transition).
        case detents
        /// An interactive dismissal runs, driven by this interaction.
        case dismissing(UIPercentDrivenInteractiveTransition)
        /// The dismissal was refused: below its lowest detent the sheet resists.
        case refused
    }

    var phase = Phase.detents

    var isRefused: Bool {
        if case .refused = phase { return true }
        return false
    }
}

/// The interactive dismissal a drag starts (engine rules, Docs/Behaviour-vc.md "Sheet
/// drag-to-dismiss"): when the sheet's top goes below its lowest detent, the dismissal is asked
/// for (`isModalInPresentation`, then `presentationControllerShouldDismiss`); allowed, the sheet
/// stops at that detent and an interactive dismissal starts through the pipeline (the plan's
/// animator, the built-in cover-vertical one for a sheet, scrubbed by a percent-driven
/// interaction), `presentationControllerWillDismiss` is sent once the coordinator answers, and
/// `presentationControllerDidDismiss` when it finishes. Refused, the sheet resists.
extension UISheetPresentationController {
    /// The rubber band's constant: below its lowest detent a refused sheet moves
    /// `d · c · h / (h + c · d)` for a finger travel `d` in a container `h` tall.
    static let resistance: CGFloat = 0.55

    /// How far a refused sheet moves when the finger travels `distance` below its lowest detent.
    static func resisted(_ distance: CGFloat, in height: CGFloat) -> CGFloat {
        guard distance > 0, height > 0 else { return max(0, distance) }
        return distance * resistance * height / (height + resistance * distance)
    }

    /// The top of the sheet resting at its smallest active detent.
    func lowestDetentTop(in container: CGRect) -> CGFloat {
        guard let smallest = resolvedDetents(in: container).first else {
            return frameOfPresentedViewInContainerView.minY
        }
        return container.height - smallest.1
    }

    /// Whether the dismissal may start: not `isModalInPresentation`, then the delegate's
    /// `presentationControllerShouldDismiss`.
    func dragDismissalAllowed() -> Bool {
        guard !presentedViewController.isModalInPresentation else { return false }
        guard let d = delegate else { return true }
        trace(d, "presentationControllerShouldDismiss(_:)")
        return d.presentationControllerShouldDismiss(self)
    }

    /// Starts the interactive dismissal of the sheet through the pipeline; nil when no dismissal
    /// can start now (another transition runs, or the sheet presents something).
    func beginDragDismissal() -> UIPercentDrivenInteractiveTransition? {
        let vc = presentedViewController
        guard let presenter = presentingViewController, presenter.presentedViewController === vc,
            vc.presentedViewController == nil, vc.runningTransition == nil,
            presenter.runningTransition == nil
        else { return nil }
        let interaction = UIPercentDrivenInteractiveTransition()
        presenter.startDismissal(
            bottom: vc, animated: true,
            completion: { [weak self] in
                guard let self, let d = self.delegate else { return }
                trace(d, "presentationControllerDidDismiss(_:)")
                d.presentationControllerDidDismiss(self)
            }, dragInteraction: interaction)
        return vc.runningTransition == nil ? nil : interaction
    }

    /// The delegate hears that the drag began a dismissal (the coordinator answers already, so
    /// it can animate alongside or watch the interaction, as Apple documents).
    func dragDismissalWillBegin() {
        guard let d = delegate else { return }
        trace(d, "presentationControllerWillDismiss(_:)")
        d.presentationControllerWillDismiss(self)
    }

    /// The percentage of the built-in dismissal at which the sheet, scrubbed, has moved
    /// `fraction` of the container's height: the inverse of the animation's ease-in-ease-out, so
    /// the sheet follows the finger.
    static func dismissalPercent(forTravel fraction: CGFloat) -> CGFloat {
        let target = Double(min(1, max(0, fraction)))
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if curve.value(at: mid) < target { low = mid } else { high = mid }
        }
        return CGFloat((low + high) / 2)
    }
}

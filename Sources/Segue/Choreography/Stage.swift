#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// A choreography set up in the container: the dimming overlays it needs, the poses applied at
/// the start, the animations, and the tidying up that puts every real view back.
@MainActor
final class Stage {
    private let choreography: Choreography
    /// The matched elements morphing over the screens.
    let matches: [MatchedElement]
    /// The black overlay of each actor that dims, by actor index.
    private var overlays: [Int: UIView] = [:]

    init(_ choreography: Choreography, matches: [MatchedElement] = []) {
        self.choreography = choreography
        self.matches = matches
        for (i, actor) in choreography.actors.enumerated()
        where actor.keys.contains(where: { $0.pose.dim > 0 }) {
            let overlay = UIView(frame: actor.view.bounds)
            overlay.backgroundColor = .black
            overlay.alpha = 0
            overlay.isUserInteractionEnabled = false
            overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            actor.view.addSubview(overlay)
            overlays[i] = overlay
        }
    }

    /// Puts every actor at its first pose and hides the screens that stand-ins replace.
    func applyStart() {
        for view in choreography.hidden { view.isHidden = true }
        for view in choreography.singleSided { view.layer.isDoubleSided = false }
        for (i, actor) in choreography.actors.enumerated() {
            if let first = actor.keys.first { apply(first.pose, to: i) }
        }
        for match in matches { match.applyStart() }
    }

    /// The animations: each actor's keys as keyframes of one keyframe animation lasting
    /// `duration` seconds (called inside the property animator's animations).
    func animate(duration: TimeInterval) {
        for match in matches { match.applyEnd() }
        let simple = choreography.actors.allSatisfy { $0.keys.count == 2 }
        if simple {
            for (i, actor) in choreography.actors.enumerated() {
                if let last = actor.keys.last { apply(last.pose, to: i) }
            }
            return
        }
        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: [.calculationModeLinear]
        ) {
            for (i, actor) in self.choreography.actors.enumerated() {
                for (from, to) in zip(actor.keys, actor.keys.dropFirst()) where to.time > from.time
                {
                    UIView.addKeyframe(
                        withRelativeStartTime: from.time, relativeDuration: to.time - from.time
                    ) {
                        self.apply(to.pose, to: i)
                    }
                }
            }
        }
    }

    /// Puts the real views back as they were (identity, opaque, shown, unmasked) and removes the
    /// stand-ins and overlays.
    func tidy() {
        for overlay in overlays.values { overlay.removeFromSuperview() }
        overlays.removeAll()
        for view in choreography.standIns { view.removeFromSuperview() }
        for match in matches { match.tidy() }
        for actor in choreography.actors where !choreography.standIns.contains(actor.view) {
            actor.view.transform3D = CATransform3DIdentity
            actor.view.alpha = 1
        }
        for view in choreography.hidden { view.isHidden = false }
        for view in choreography.singleSided { view.layer.isDoubleSided = true }
        choreography.masked?.mask = nil
    }

    private func apply(_ pose: Pose, to index: Int) {
        let view = choreography.actors[index].view
        view.transform3D = pose.transform
        view.alpha = pose.alpha
        overlays[index]?.alpha = pose.dim
    }
}

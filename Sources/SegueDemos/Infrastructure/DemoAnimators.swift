import Foundation
import OpenUIKit
import Segue

/// One of the animators the demos use, for the transition doctor (`segue doctor`).
package struct DemoAnimator: Sendable {
    /// The name on the command line (`seed000`, `built-in`).
    package var name: String
    /// The animator classes, as the demo's delegate pairs them (forward / back).
    package var summary: String
    /// Builds the animator for a forward (present, push) or back (dismiss, pop) transition; nil:
    /// UIKit's built-in animation.
    package var make:
        @MainActor @Sendable (_ forward: Bool) -> (any UIViewControllerAnimatedTransitioning)?
}

/// Every animator of the demos, with UIKit's built-in animations first.
package enum DemoAnimators {
    /// All of them, in `segue doctor` order: UIKit's, the seeds', then the catalogue's.
    package static var all: [DemoAnimator] { seeds + catalogue }

    /// Every catalogue entry's `SegueAnimator`, forward and backward.
    package static var catalogue: [DemoAnimator] {
        SegueTransition.catalogue.map { transition in
            DemoAnimator(
                name: transition.style.name,
                summary: "SegueAnimator(\(transition.style.name), operation: .forward / .backward)",
                make: { SegueAnimator(transition, operation: $0 ? .forward : .backward) })
        }
    }

    /// UIKit's built-in animations and the seed articles' animators.
    package static var seeds: [DemoAnimator] {
        [
            DemoAnimator(
                name: "built-in",
                summary: "UIKit's built-in modal cover and navigation slide (no delegate)",
                make: { _ in nil }),
            DemoAnimator(
                name: "seed000",
                summary: "MyAnimator(presenting: true) / MyAnimator(presenting: false)",
                make: { MyAnimator(presenting: $0) }),
            DemoAnimator(
                name: "seed001",
                summary: "CustomAnimatedTransitioning / DismissAnimatedTransitioning",
                make: { $0 ? CustomAnimatedTransitioning() : DismissAnimatedTransitioning() }),
            DemoAnimator(
                name: "seed002", summary: "PopAnimator (presenting true / false, from a thumbnail)",
                make: { forward in
                    let animator = PopAnimator()
                    animator.presenting = forward
                    animator.originFrame = CGRect(x: 26, y: 130, width: 92, height: 92)
                    return animator
                }),
            DemoAnimator(
                name: "seed003", summary: "ShowAnimator / HideAnimator",
                make: { $0 ? ShowAnimator() : HideAnimator() }),
        ]
    }

    /// The animator with this name, if any.
    package static func animator(named name: String) -> DemoAnimator? {
        all.first { $0.name == name }
    }
}

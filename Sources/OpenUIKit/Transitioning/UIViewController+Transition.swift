import Foundation

extension UIViewController {
    /// A transition a controller prefers when it is pushed or presented, as iOS 18's
    /// `UIViewController.Transition`.
    ///
    /// `.zoom(options:sourceViewProvider:)` grows the controller's view out of a source view and
    /// shrinks it back, for a navigation push and for a modal presentation, with an interactive
    /// dismissal. The four modal styles (`.coverVertical`, `.flipHorizontal`, `.crossDissolve`,
    /// `.partialCurl`) are the `UIModalTransitionStyle` animations for a presentation; a push with
    /// one of them uses the navigation controller's standard slide (engine choice,
    /// Docs/Behaviour-vc.md). A transitioning delegate's or navigation delegate's animator takes
    /// precedence over the preferred transition.
    @MainActor
    public final class Transition: NSObject {
        enum Kind {
            case zoom(
                options: ZoomOptions?,
                sourceViewProvider: @MainActor (ZoomSourceViewProviderContext) -> UIView?,
                fromBarButtonItem: Bool)
            case modal(UIModalTransitionStyle)
        }

        let kind: Kind

        init(kind: Kind) {
            self.kind = kind
        }

        /// A zoom from the view `sourceViewProvider` returns (for example a thumbnail) to the
        /// pushed or presented controller's view, and back into it when it leaves.
        ///
        /// The provider is asked when the transition starts and again when the controller is
        /// popped or dismissed, so a source that moved or changed is found; it may be asked
        /// several times in one transition, as Apple's header says. Returning nil zooms from and
        /// to the centre of the container.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping @MainActor (ZoomSourceViewProviderContext) -> UIView?
        ) -> Transition {
            Transition(
                kind: .zoom(
                    options: options, sourceViewProvider: sourceViewProvider,
                    fromBarButtonItem: false))
        }

        /// A zoom from the view of the bar button item `sourceBarButtonItemProvider` returns (in a
        /// navigation bar) to the pushed or presented controller's view, and back into it when it
        /// leaves. Available in iOS 26.
        ///
        /// The provider is asked when the transition starts and again when the controller is
        /// popped or dismissed. When it returns nil, or an item with no view in a window (not in
        /// a bar that shows), that transition is the standard one instead — the slide of a push
        /// or pop, the sheet of a presentation — as Apple's "Enhancing your app with fluid
        /// transitions" says the system does where the zoom cannot run (engine choice for this
        /// case, Docs/Behaviour-today.md).
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceBarButtonItemProvider:
                @escaping @MainActor (ZoomSourceViewProviderContext) -> UIBarButtonItem?
        ) -> Transition {
            Transition(
                kind: .zoom(
                    options: options,
                    sourceViewProvider: { context in
                        sourceBarButtonItemProvider(context)?.viewInBar
                    }, fromBarButtonItem: true))
        }

        /// The presented view slides up from the bottom (`UIModalTransitionStyle.coverVertical`).
        public static var coverVertical: Transition { Transition(kind: .modal(.coverVertical)) }
        /// The views flip around the vertical axis (`UIModalTransitionStyle.flipHorizontal`).
        public static var flipHorizontal: Transition { Transition(kind: .modal(.flipHorizontal)) }
        /// The views cross-fade (`UIModalTransitionStyle.crossDissolve`).
        public static var crossDissolve: Transition { Transition(kind: .modal(.crossDissolve)) }
        /// The presenting view curls up part way (`UIModalTransitionStyle.partialCurl`).
        public static var partialCurl: Transition { Transition(kind: .modal(.partialCurl)) }

        /// The zoom's options and source, when this is a zoom.
        var zoom:
            (
                options: ZoomOptions?,
                sourceViewProvider: @MainActor (ZoomSourceViewProviderContext) -> UIView?
            )?
        {
            if case .zoom(let options, let provider, _) = kind { return (options, provider) }
            return nil
        }

        /// Whether this is iOS 26's zoom from a bar button item, which falls back to the
        /// standard transition when the item is in no bar.
        var zoomsFromBarButtonItem: Bool {
            if case .zoom(_, _, true) = kind { return true }
            return false
        }

        /// Whether the zoom runs for `zoomed` shown from `source` now: always for a view zoom
        /// (nil zooms from the centre), only with a bar button item in a window for a bar zoom.
        func zoomRuns(zoomed: UIViewController, source: UIViewController) -> Bool {
            guard let zoom else { return false }
            guard zoomsFromBarButtonItem else { return true }
            let context = ZoomSourceViewProviderContext(
                sourceViewController: source, zoomedViewController: zoomed)
            return zoom.sourceViewProvider(context) != nil
        }
    }

    /// The modal transition style a presentation of this controller uses: the preferred modal
    /// transition's (iOS 18) when it has one, else `modalTransitionStyle`.
    var preferredModalTransitionStyle: UIModalTransitionStyle {
        if case .modal(let style)? = preferredTransition?.kind { return style }
        return modalTransitionStyle
    }

    /// The controller a zoom out of this presented controller returns to, as the source-view
    /// provider is told: the one `present` was sent to (which may be a child of the presenter).
    var zoomDismissalSource: UIViewController? {
        _presentationRecord?.source ?? presentingViewController
    }

    /// The running zoom in (push or presentation) of this controller's transition, reversed: a
    /// pop or dismissal asked for mid-flight runs it back (iOS 18's zoom is interruptible). Returns
    /// false when no zoom in is running.
    func reverseRunningZoomIn() -> Bool {
        guard let running = runningTransition,
            let zoom = running.animator as? ZoomTransitionAnimator,
            zoom.zoomsIn
        else { return false }
        return zoom.reverse()
    }

    /// The transition this controller prefers when pushed or presented (iOS 18). Default nil: the
    /// standard transition.
    public var preferredTransition: Transition? {
        get { _preferredTransition }
        set { _preferredTransition = newValue }
    }
}

extension UIViewController.Transition {
    /// What the source-view provider of a zoom is told, as UIKit's
    /// `UIViewController.Transition.ZoomSourceViewProviderContext`.
    @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
        /// The controller the zoom starts from (the presenter, or the controller below in the
        /// navigation stack).
        public let sourceViewController: UIViewController
        /// The controller whose view zooms.
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }

    /// Options of a zoom transition, as UIKit's `UIViewController.Transition.ZoomOptions`.
    @MainActor
    public final class ZoomOptions: NSObject {
        /// Asked when an interactive dismissal is about to begin; return false to refuse it.
        /// Default nil: the engine's own rule decides (`InteractionContext.willBegin`).
        public var interactiveDismissShouldBegin: (@MainActor (InteractionContext) -> Bool)?
        /// Returns the rectangle, in the zoomed controller's view, to align with the source view
        /// (nil: the whole view). Default nil.
        public var alignmentRectProvider: (@MainActor (AlignmentRectContext) -> CGRect?)?
        /// The colour laid over the source controller while zoomed. Default nil: black at 25 %
        /// (engine choice, Docs/Behaviour-vc.md).
        public var dimmingColor: UIColor?
        /// A blur laid over the source controller while zoomed instead of the dimming colour.
        /// Default nil.
        public var dimmingVisualEffect: UIBlurEffect?

        /// Creates options with every default.
        public override init() {}
    }
}

extension UIViewController.Transition.ZoomOptions {
    /// What `interactiveDismissShouldBegin` is told, as UIKit's
    /// `ZoomOptions.InteractionContext`.
    @MainActor
    public final class InteractionContext: NSObject {
        /// Where the touch is, in the zoomed controller's view, in points.
        public let location: CGPoint
        /// The touch's velocity, in points per second.
        public let velocity: CGVector
        /// Whether the interaction would begin by the system's own rule (a downward drag, or a
        /// rightward drag from the leading edge).
        public let willBegin: Bool

        init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
            self.location = location
            self.velocity = velocity
            self.willBegin = willBegin
        }
    }

    /// What `alignmentRectProvider` is told, as UIKit's `ZoomOptions.AlignmentRectContext`.
    @MainActor
    public final class AlignmentRectContext: NSObject {
        /// The view the zoom starts from and ends at.
        public let sourceView: UIView
        /// The controller whose view zooms.
        public let zoomedViewController: UIViewController

        init(sourceView: UIView, zoomedViewController: UIViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
        }
    }
}

extension UIBarButtonItem {
    /// The item's view in a bar that is in a window, laying the bar out first when it has items
    /// it has not shown yet (a pop puts the item below back before the bar's layout pass); nil
    /// when the item is in no such bar.
    var viewInBar: UIView? {
        if let view, view.window != nil { return view }
        guard let bar, bar.window != nil else { return nil }
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        guard let view, view.window != nil else { return nil }
        return view
    }
}

import Foundation

/// `.fullScreen`: the presented view fills the window and the presenter's view is removed when
/// the presentation completes (UIKit's private full-screen presentation controller).
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// `.overFullScreen`: fills the window; the presenter's view stays underneath.
@MainActor
final class OverFullScreenPresentationController: UIPresentationController {}

/// `.currentContext`: covers the context controller's view, which is removed after.
@MainActor
final class CurrentContextPresentationController: UIPresentationController {
    override var shouldPresentInFullscreen: Bool { false }
    override var shouldRemovePresentersView: Bool { true }
}

/// `.overCurrentContext`: covers the context controller's view, which stays underneath.
@MainActor
final class OverCurrentContextPresentationController: UIPresentationController {
    override var shouldPresentInFullscreen: Bool { false }
}

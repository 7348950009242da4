import Foundation

/// The sizing conversation between a container and its content, as UIKit's `UIContentContainer`.
///
/// `UIViewController` and `UIPresentationController` conform, as in UIKit. The engine calls
/// `preferredContentSizeDidChange(forChildContentContainer:)` on a presentation controller when
/// its presented controller's `preferredContentSize` changes while shown, and
/// `willTransition(to:with:)` then `viewWillTransition(to:with:)` when the interface rotates
/// (`UIDevice.rotate(to:)`, harness).
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the content would like, in points.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed (never sent by the engine: no Auto Layout).
    func systemLayoutFittingSizeDidChange(
        forChildContentContainer container: any UIContentContainer)
    /// The size of a child's content for a parent of `parentSize`, in points.
    func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize
    /// The container's view is about to change size (rotation, multitasking).
    func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change.
    func willTransition(
        to newCollection: UITraitCollection,
        with coordinator: any UIViewControllerTransitionCoordinator)
}

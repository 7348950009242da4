import Foundation

/// The views of one zoom transition in its container: the view below (the source controller's),
/// a dimming view over it, and the zoomed view in a clipping wrapper with a snapshot of the source
/// view over it, filling the wrapper (opaque when collapsed, clear when expanded).
///
/// The animator moves the scene between `collapse()` and `expand()`; the interactive dismissal
/// moves it with the finger (`follow`). `tearDown` puts the zoomed view back in the container
/// (when it stays) or takes it out, and shows the source view again when the zoomed controller is
/// gone. The source view is hidden while the zoomed controller shows.
@MainActor
final class ZoomScene {
    let container: UIView
    let zoomedView: UIView
    let wrapper = UIView()
    let dimming: UIView
    /// The options' `dimmingVisualEffect`: the dimming view is then a visual-effect view whose
    /// effect animates from nil to it with the zoom (and back), its `dimmingColor`, if any, laid
    /// over the blur in its content view.
    private let dimmingEffect: UIBlurEffect?
    let geometry: ZoomGeometry
    private let sourceSnapshot: UIView?
    private weak var sourceView: UIView?
    private let zoomedKey: ObjectIdentifier

    /// The source view each zoomed controller hid, so the one hidden by a zoom in is shown again
    /// by the zoom out even when the provider then returns another view.
    private static var hiddenSources: [ObjectIdentifier: WeakView] = [:]
    private struct WeakView { weak var view: UIView? }

    /// Forgets which sources zooms hid (see `EngineWorld.discard()`).
    static func discardAll() { hiddenSources.removeAll() }

    init(context ctx: UIViewControllerContextTransitioning, zoom: ZoomTransitionAnimator) {
        container = ctx.containerView
        let zoomsIn = zoom.zoomsIn
        zoomedView = (zoomsIn ? ctx.view(forKey: .to) : ctx.view(forKey: .from)) ?? zoom.zoomed.view
        zoomedKey = ObjectIdentifier(zoom.zoomed)
        let expandedFrame = zoomsIn ? ctx.finalFrame(for: zoom.zoomed) : zoomedView.frame
        // The view below goes in first, so the source view is in the window when it is measured.
        if let below = zoomsIn ? ctx.view(forKey: .from) : ctx.view(forKey: .to),
            below.superview !== container
        {
            below.frame = ctx.finalFrame(for: zoom.source)
            container.insertSubview(below, at: 0)
        }
        // A source hidden by the zoom in shows again before the provider is asked, so it can be
        // found (and snapshotted) as it stands.
        if let previous = Self.hiddenSources.removeValue(forKey: zoomedKey)?.view {
            previous.isHidden = false
        }
        let source = zoom.currentSourceView()
        sourceView = source
        geometry = ZoomGeometry(
            source: source, in: container, expandedFrame: expandedFrame,
            zoomedViewController: zoom.zoomed, options: zoom.options)
        dimmingEffect = zoom.options?.dimmingVisualEffect
        if dimmingEffect != nil {
            let effectView = UIVisualEffectView(effect: nil)
            effectView.frame = container.bounds
            effectView.contentView.backgroundColor = zoom.options?.dimmingColor
            dimming = effectView
        } else {
            dimming = UIView(frame: container.bounds)
            dimming.backgroundColor =
                zoom.options?.dimmingColor ?? ZoomTransitionAnimator.defaultDimmingColor
        }
        dimming.isUserInteractionEnabled = false
        wrapper.clipsToBounds = true
        container.addSubview(dimming)
        container.addSubview(wrapper)
        zoomedView.frame = CGRect(origin: .zero, size: expandedFrame.size)
        wrapper.addSubview(zoomedView)
        // The wrapper rounds the corners; the snapshot is taken square so that, stretched, it
        // fills the wrapper's rounded shape exactly (after the screen updates: the square
        // corners are this turn's change, which the last committed look does not have).
        let radius = source?.layer.cornerRadius ?? 0
        source?.layer.cornerRadius = 0
        sourceSnapshot =
            zoom.fromBarButtonItem ? nil : source?.snapshotView(afterScreenUpdates: true)
        source?.layer.cornerRadius = radius
        if let sourceSnapshot {
            sourceSnapshot.frame = CGRect(origin: .zero, size: geometry.sourceFrame.size)
            wrapper.addSubview(sourceSnapshot)
        }
        if let source {
            source.isHidden = true
            EngineWorld.willChange()
            Self.hiddenSources[zoomedKey] = WeakView(view: source)
        }
    }

    /// The zoomed view fills its frame; the source controller is dimmed.
    func expand() {
        geometry.expand(wrapper: wrapper, zoomed: zoomedView)
        fitSnapshot(to: geometry.expandedFrame.size)
        setDimming(1)
        sourceSnapshot?.alpha = 0
    }

    /// The zoomed view covers the source view's frame with its corners; no dimming.
    func collapse() {
        geometry.collapse(wrapper: wrapper, zoomed: zoomedView)
        fitSnapshot(to: geometry.sourceFrame.size)
        setDimming(0)
        sourceSnapshot?.alpha = 1
    }

    /// The card an interactive dismissal drags: the expanded view shrunk by `progress` (0…1, to
    /// half its size at 1) around its centre, moved by `translation`, its corners rounding to the
    /// source's, the dimming clearing.
    func follow(translation: CGPoint, progress: CGFloat) {
        let p = min(1, max(0, progress))
        let k = 1 - 0.5 * p
        let e = geometry.expandedFrame
        wrapper.transform = .identity
        wrapper.bounds = CGRect(origin: .zero, size: e.size)
        wrapper.center = CGPoint(x: e.midX + translation.x, y: e.midY + translation.y)
        wrapper.transform = CGAffineTransform(scaleX: k, y: k)
        wrapper.layer.cornerRadius = max(geometry.sourceCornerRadius, 12) * p / k
        zoomedView.transform = .identity
        zoomedView.center = CGPoint(x: e.width / 2, y: e.height / 2)
        setDimming(1 - p)
        fitSnapshot(to: e.size)
        sourceSnapshot?.alpha = 0
    }

    /// Dims the source controller by `fraction` (0…1): the dimming view's alpha, or, with a visual
    /// effect, the effect (animating inside an animation block, as setting `effect` does) and the
    /// colour over it.
    private func setDimming(_ fraction: CGFloat) {
        guard let effectView = dimming as? UIVisualEffectView, let dimmingEffect else {
            dimming.alpha = fraction
            return
        }
        if fraction >= 1 {
            effectView.effect = dimmingEffect
        } else if fraction <= 0 {
            effectView.effect = nil
        } else {
            effectView.effect = dimmingEffect
            effectView.setEffectFraction(fraction)
        }
        effectView.contentView.alpha = fraction
    }

    /// Stretches the source's snapshot over a wrapper of `size` (it keeps the source's bounds and
    /// scales, so its picture scales with it).
    private func fitSnapshot(to size: CGSize) {
        guard let snapshot = sourceSnapshot else { return }
        let source = geometry.sourceFrame.size
        snapshot.transform = CGAffineTransform(
            scaleX: size.width / max(source.width, 1), y: size.height / max(source.height, 1))
        snapshot.center = CGPoint(x: size.width / 2, y: size.height / 2)
    }

    /// Ends the scene: the zoomed view goes back into the container at its frame when it stays,
    /// out of it otherwise (then the source view shows again).
    func tearDown(zoomedStays: Bool) {
        wrapper.transform = .identity
        zoomedView.transform = .identity
        zoomedView.frame = geometry.expandedFrame
        if zoomedStays {
            container.addSubview(zoomedView)
        } else {
            zoomedView.removeFromSuperview()
        }
        wrapper.removeFromSuperview()
        dimming.removeFromSuperview()
        sourceSnapshot?.removeFromSuperview()
        if !zoomedStays {
            sourceView?.isHidden = false
            Self.hiddenSources[zoomedKey] = nil
        }
    }
}

import Foundation

/// Where a zoomed view stands when collapsed onto its source and when expanded, in a container.
///
/// The zoomed view sits in a clipping wrapper. Expanded, the wrapper has the zoomed view's frame
/// and the view fills it. Collapsed, the wrapper has the source view's frame and corner radius,
/// and the zoomed view is scaled uniformly so that its alignment rectangle (the whole view unless
/// `alignmentRectProvider` says otherwise) covers the source (aspect fill), centred on it.
@MainActor
struct ZoomGeometry {
    /// The zoomed view's frame when expanded, in the container.
    let expandedFrame: CGRect
    /// The source view's frame in the container (a tenth of the expanded frame, centred, when
    /// there is no source).
    let sourceFrame: CGRect
    /// The source view's corner radius.
    let sourceCornerRadius: CGFloat
    /// The alignment rectangle in the zoomed view's bounds.
    let alignmentRect: CGRect

    init(
        source: UIView?, in container: UIView, expandedFrame: CGRect,
        zoomedViewController: UIViewController,
        options: UIViewController.Transition.ZoomOptions?
    ) {
        self.expandedFrame = expandedFrame
        if let source, source.window != nil {
            sourceFrame = source.convert(source.bounds, to: container)
            sourceCornerRadius = source.layer.cornerRadius
        } else {
            sourceFrame = expandedFrame.insetBy(
                dx: expandedFrame.width * 0.45, dy: expandedFrame.height * 0.45)
            sourceCornerRadius = 0
        }
        let whole = CGRect(origin: .zero, size: expandedFrame.size)
        var align = whole
        if let source, let provider = options?.alignmentRectProvider,
            let rect = provider(
                .init(sourceView: source, zoomedViewController: zoomedViewController)),
            rect.width > 0, rect.height > 0
        {
            align = rect
        }
        alignmentRect = align
    }

    /// The uniform scale of the collapsed zoomed view.
    var collapsedScale: CGFloat {
        max(
            sourceFrame.width / max(alignmentRect.width, 1),
            sourceFrame.height / max(alignmentRect.height, 1))
    }

    /// Puts `wrapper` and `zoomed` in the expanded state.
    func expand(wrapper: UIView, zoomed: UIView) {
        wrapper.frame = expandedFrame
        wrapper.layer.cornerRadius = 0
        zoomed.transform = .identity
        zoomed.center = CGPoint(x: expandedFrame.width / 2, y: expandedFrame.height / 2)
    }

    /// Puts `wrapper` and `zoomed` in the collapsed state, on the source.
    func collapse(wrapper: UIView, zoomed: UIView) {
        wrapper.frame = sourceFrame
        wrapper.layer.cornerRadius = sourceCornerRadius
        let s = collapsedScale
        zoomed.transform = CGAffineTransform(scaleX: s, y: s)
        let boundsCentre = CGPoint(x: expandedFrame.width / 2, y: expandedFrame.height / 2)
        zoomed.center = CGPoint(
            x: sourceFrame.width / 2 - s * (alignmentRect.midX - boundsCentre.x),
            y: sourceFrame.height / 2 - s * (alignmentRect.midY - boundsCentre.y))
    }
}

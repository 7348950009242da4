#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

@MainActor private let matchIDs = SegueStorage<String>()

extension UIView {
    /// The identifier that matches this view with the view of the same identifier on the other
    /// screen of a catalogue transition, or nil (Hero's `heroID`).
    ///
    /// During the transition the pair is replaced by one stand-in that morphs from the leaving
    /// view to the arriving one (frame, corner radius, background colour, alpha), each view's
    /// snapshot keeping its own aspect ratio as `.scaleAspectFill` would, while the rest of the
    /// screens play the transition. The originals are hidden meanwhile.
    public var segueMatchID: String? {
        get { matchIDs[self] }
        set { matchIDs[self] = newValue }
    }
}

/// One matched pair during a transition: a clipping stand-in in the container that travels from
/// the source's frame to the destination's, holding a snapshot of each that cross-fade.
@MainActor
struct MatchedElement {
    let source: UIView
    let destination: UIView
    let standIn: UIView
    let sourceSnapshot: UIView
    let destinationSnapshot: UIView
    let from: (frame: CGRect, radius: CGFloat, color: UIColor?, alpha: CGFloat)
    let to: (frame: CGRect, radius: CGFloat, color: UIColor?, alpha: CGFloat)
    private let sourceAlpha: CGFloat
    private let destinationAlpha: CGFloat

    /// The pairs of views with the same `segueMatchID` in `from` and `to` (each laid out where it
    /// is drawn), as stand-ins added to `container`, in `from`'s order.
    static func pairs(from: UIView, to: UIView, in container: UIView) -> [MatchedElement] {
        let sources = identified(in: from)
        let destinations = identified(in: to)
        var pairs: [MatchedElement] = []
        for (id, source) in sources {
            guard let destination = destinations.first(where: { $0.id == id })?.view,
                let pair = MatchedElement(source: source, destination: destination, in: container)
            else { continue }
            pairs.append(pair)
        }
        return pairs
    }

    private static func identified(in root: UIView) -> [(id: String, view: UIView)] {
        var found: [(id: String, view: UIView)] = []
        var queue = [root]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let id = view.segueMatchID, !view.isHidden, view.alpha > 0 {
                found.append((id, view))
            }
            queue += view.subviews
        }
        return found
    }

    private init?(source: UIView, destination: UIView, in container: UIView) {
        guard let sourceSnapshot = source.snapshotView(afterScreenUpdates: true),
            let destinationSnapshot = destination.snapshotView(afterScreenUpdates: true)
        else { return nil }
        self.source = source
        self.destination = destination
        self.sourceSnapshot = sourceSnapshot
        self.destinationSnapshot = destinationSnapshot
        from = (
            source.convert(source.bounds, to: container), source.layer.cornerRadius,
            source.backgroundColor, source.alpha
        )
        to = (
            destination.convert(destination.bounds, to: container),
            destination.layer.cornerRadius, destination.backgroundColor, destination.alpha
        )
        sourceAlpha = source.alpha
        destinationAlpha = destination.alpha
        standIn = UIView(frame: from.frame)
        standIn.clipsToBounds = true
        standIn.isUserInteractionEnabled = false
        standIn.addSubview(destinationSnapshot)
        standIn.addSubview(sourceSnapshot)
        container.addSubview(standIn)
    }

    /// The stand-in as the source: the source's snapshot filling it, the destination's faded out.
    func applyStart() {
        source.alpha = 0
        destination.alpha = 0
        apply(from, sourceVisible: true)
    }

    /// The stand-in as the destination (called inside the animations).
    func applyEnd() {
        apply(to, sourceVisible: false)
    }

    /// Removes the stand-in and shows the originals again.
    func tidy() {
        standIn.removeFromSuperview()
        source.alpha = sourceAlpha
        destination.alpha = destinationAlpha
    }

    private func apply(
        _ state: (frame: CGRect, radius: CGFloat, color: UIColor?, alpha: CGFloat),
        sourceVisible: Bool
    ) {
        standIn.frame = state.frame
        standIn.layer.cornerRadius = state.radius
        standIn.backgroundColor = state.color
        standIn.alpha = state.alpha
        let bounds = CGRect(origin: .zero, size: state.frame.size)
        sourceSnapshot.frame = Self.aspectFill(from.frame.size, in: bounds)
        destinationSnapshot.frame = Self.aspectFill(to.frame.size, in: bounds)
        sourceSnapshot.alpha = sourceVisible ? 1 : 0
        destinationSnapshot.alpha = sourceVisible ? 0 : 1
    }

    /// A rectangle of `size`'s aspect ratio covering `bounds`, centred (`.scaleAspectFill`).
    static func aspectFill(_ size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        let scale = max(bounds.width / size.width, bounds.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(
            x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
            width: fitted.width, height: fitted.height)
    }
}

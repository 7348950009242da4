import Foundation
import OpenUIKit

/// Counts how many of the objects a benchmark created are still alive, through weak references.
///
/// Every tracked object is held weakly; `alive(_:)` says how many of one kind have not been
/// deallocated yet. Dead references are pruned as objects are tracked and by `prune()`, so the
/// tracker stays small.
@MainActor
public final class LiveObjectTracker {
    /// The kinds of object a cycle creates.
    public enum Kind: String, CaseIterable, Sendable {
        case viewController = "view controllers"
        case animator = "animators"
        case presentationController = "presentation controllers"
        case dimmingView = "dimming views"
        case context = "transition contexts"
    }

    private struct WeakBox {
        weak var object: AnyObject?
    }

    private var boxes: [Kind: [WeakBox]] = [:]
    /// How many objects of each kind were ever tracked.
    public private(set) var created: [Kind: Int] = [:]

    public init() {}

    /// Starts watching `object` (held weakly). An object seen twice is counted once. Dead
    /// references are pruned as the list grows, so tracking stays cheap over thousands of cycles.
    public func track(_ object: AnyObject, as kind: Kind) {
        var list = boxes[kind, default: []]
        boxes[kind] = nil
        if list.count >= 64 { list.removeAll { $0.object == nil } }
        if !list.contains(where: { $0.object === object }) {
            list.append(WeakBox(object: object))
            created[kind, default: 0] += 1
        }
        boxes[kind] = list
    }

    /// How many tracked objects of `kind` are still alive.
    public func alive(_ kind: Kind) -> Int {
        boxes[kind, default: []].reduce(0) { $0 + ($1.object == nil ? 0 : 1) }
    }

    /// Forgets the references whose objects are gone.
    public func prune() {
        for k in boxes.keys { boxes[k]?.removeAll { $0.object == nil } }
    }
}

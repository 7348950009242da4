import Foundation

/// The views a table or collection view keeps for reuse, by reuse identifier, and the classes
/// registered to make new ones: UIKit's reuse queue. A view leaving the bounds is enqueued;
/// a dequeue takes the most recently enqueued view of its identifier.
@MainActor
final class ReusePool<View: UIView> {
    var registered: [String: View.Type] = [:]
    private var queues: [String: [View]] = [:]

    func enqueue(_ view: View, as identifier: String?) {
        guard let identifier else { return }
        queues[identifier, default: []].append(view)
    }

    func dequeue(_ identifier: String) -> View? {
        queues[identifier]?.popLast()
    }

    /// The number of views waiting, of every identifier.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}

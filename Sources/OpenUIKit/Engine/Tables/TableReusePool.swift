import Foundation

/// The cells a table keeps for reuse, by reuse identifier, and how to make new ones: UIKit's
/// reuse queue. A cell leaving the view is enqueued; `dequeueReusableCell` takes the most
/// recently enqueued one of its identifier, or makes one from the registered class. Section
/// header and footer views have queues of their own.
@MainActor
final class TableReusePool {
    var registered: [String: UITableViewCell.Type] = [:]
    private var queues: [String: [UITableViewCell]] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]

    func enqueue(_ cell: UITableViewCell) {
        guard let id = cell.reuseIdentifier else { return }
        queues[id, default: []].append(cell)
    }

    func dequeue(_ identifier: String) -> UITableViewCell? {
        queues[identifier]?.popLast()
    }

    /// The number of cells waiting, of every identifier.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}

extension TableReusePool {
    func enqueue(headerFooter view: UITableViewHeaderFooterView) {
        guard let id = view.reuseIdentifier else { return }
        headerFooterQueues[id, default: []].append(view)
    }

    func dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterQueues[identifier]?.popLast()
    }
}

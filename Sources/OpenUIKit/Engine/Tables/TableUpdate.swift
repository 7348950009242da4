import Foundation

/// The row changes gathered between `beginUpdates()` and `endUpdates()` (or in a
/// `performBatchUpdates` block): deletions and reloads name rows before the update, insertions
/// rows after it, as UIKit's batch updates do.
struct TableUpdate {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var animated = false
    var fades = false
}

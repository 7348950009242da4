import Foundation

/// The module table of `Docs/Architecture.md`: every target, what it may import and what it
/// re-exports, in dependency order.
struct ModuleTable {
    struct Row {
        var module: String
        var mayImport: Set<String>
        var reExports: Set<String>
    }

    static let document = "Docs/Architecture.md"
    static let header = "| module | kind | may import | re-exports |"

    /// The rows, in the table's order.
    var rows: [Row]

    init(text: String) {
        var rows: [Row] = []
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(Self.header) {
                inTable = true
                continue
            }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .dropFirst().map { String($0) }
            guard cells.count >= 4, let module = Self.codeNames(in: cells[0]).first else {
                continue
            }
            rows.append(
                Row(
                    module: module, mayImport: Set(Self.codeNames(in: cells[2])),
                    reExports: Self.names(in: cells[3])))
        }
        self.rows = rows
    }

    /// The names written as code (`Name`) in a cell.
    private static func codeNames(in cell: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: "`([A-Za-z_][A-Za-z0-9_-]*)`")
        return regex.matches(in: cell, range: NSRange(cell.startIndex..., in: cell)).compactMap {
            Range($0.range(at: 1), in: cell).map { String(cell[$0]) }
        }
    }

    /// Every name in a comma-separated cell, written as code or not; "—" is none.
    private static func names(in cell: String) -> Set<String> {
        Set(
            cell.split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
            }.filter { !$0.isEmpty && $0 != "—" })
    }

    func row(_ module: String) -> Row? { rows.first { $0.module == module } }

    /// What `module` may import: its row's list and, through them, what they re-export.
    func allowedImports(of module: String) -> Set<String> {
        var allowed = row(module)?.mayImport ?? []
        var queue = Array(allowed)
        while let next = queue.popLast() {
            for exported in row(next)?.reExports ?? [] where !allowed.contains(exported) {
                allowed.insert(exported)
                queue.append(exported)
            }
        }
        return allowed
    }
}

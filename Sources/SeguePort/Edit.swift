/// A replacement of a byte range of the original source.
struct Edit {
    var start: Int
    var end: Int
    var text: String
    /// Inserted as it is, lines and all: text that carries its own `#sourceLocation` lines.
    var verbatim = false
}

extension [Edit] {
    /// `source` with the edits applied, every edit keeping the number of lines it replaces (so
    /// each original line stays at its number); of overlapping edits, the one that starts first
    /// (the longer, if they start together) wins.
    func applied(to source: String) -> String {
        let bytes = [UInt8](source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var cursor = 0
        let ordered = enumerated().sorted {
            ($0.element.start, -$0.element.end, $0.offset)
                < ($1.element.start, -$1.element.end, $1.offset)
        }.map(\.element)
        for edit in ordered where edit.start >= cursor {
            if edit.verbatim {
                output += bytes[cursor..<edit.start]
                output += [UInt8](edit.text.utf8)
                cursor = edit.end
                continue
            }
            var (start, end) = (edit.start, edit.end)
            if edit.text.isEmpty { (start, end) = Self.wholeLine(start, end, in: bytes) }
            output += bytes[cursor..<start]
            let replaced = bytes[start..<end].count(where: { $0 == UInt8(ascii: "\n") })
            var text = [UInt8](edit.text.utf8)
            var added = text.count(where: { $0 == UInt8(ascii: "\n") })
            // Join generated lines when a replacement has more lines than it replaces.
            var index = text.count - 1
            while added > replaced, index >= 0 {
                if text[index] == UInt8(ascii: "\n") {
                    text[index] = UInt8(ascii: " ")
                    added -= 1
                }
                index -= 1
            }
            output += text
            output += [UInt8](repeating: UInt8(ascii: "\n"), count: replaced - added)
            cursor = end
        }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }

    /// A deletion that leaves only blanks on its line widens to the blanks, so the line is empty.
    private static func wholeLine(_ start: Int, _ end: Int, in bytes: [UInt8]) -> (Int, Int) {
        func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        }
        var lineStart = start
        while lineStart > 0, isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
        guard lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") else {
            return (start, end)
        }
        var lineEnd = end
        while lineEnd < bytes.count, isBlank(bytes[lineEnd]) { lineEnd += 1 }
        guard lineEnd == bytes.count || bytes[lineEnd] == UInt8(ascii: "\n") else {
            return (start, end)
        }
        return (lineStart, lineEnd)
    }
}

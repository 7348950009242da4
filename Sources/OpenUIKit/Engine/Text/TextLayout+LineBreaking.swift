import Foundation

/// One paragraph's characters with their glyphs and advances in font units.
struct ShapedRun {
    let characters: [Character]
    /// Glyphs of each character (one per Unicode scalar).
    let glyphs: [[UInt32]]
    /// Advance of each character, font units.
    let advances: [Int]
    /// Kerning between the previous character and this one, font units (0 for the first).
    let kernBefore: [Int]
    let isSpace: [Bool]
    let face: FontFace

    init(_ characters: [Character], face: FontFace) {
        self.characters = characters
        self.face = face
        var glyphs: [[UInt32]] = []
        var advances: [Int] = []
        var kerns: [Int] = []
        var spaces: [Bool] = []
        var previous: UInt32?
        for ch in characters {
            let g = ch.unicodeScalars.map { face.glyph(for: $0) }
            glyphs.append(g)
            advances.append(g.reduce(0) { $0 + face.advance(of: $1) })
            kerns.append(previous.map { p in g.first.map { face.kerning(p, $0) } ?? 0 } ?? 0)
            spaces.append(ch.isWhitespace)
            previous = g.last
        }
        self.glyphs = glyphs
        self.advances = advances
        kernBefore = kerns
        isSpace = spaces
    }

    /// Width of characters `start ..< end` set as one line, trailing white space left out.
    func width(_ start: Int, _ end: Int) -> Int {
        var last = end
        while last > start && isSpace[last - 1] { last -= 1 }
        var total = 0
        for i in start..<last { total += advances[i] + (i > start ? kernBefore[i] : 0) }
        return total
    }

    /// Greedy line ranges: each line takes as many words (or characters) as fit in `maxUnits`;
    /// spaces at a break hang past the edge; a word wider than a line is split between characters;
    /// every line holds at least one character. An empty paragraph is one empty line.
    func breakLines(maxUnits: Int, byCharacter: Bool) -> [(start: Int, end: Int)] {
        let n = characters.count
        if n == 0 { return [(0, 0)] }
        var result: [(Int, Int)] = []
        var start = 0
        while start < n {
            var width = 0
            var i = start
            var lastBreak = -1
            var overflow = false
            while i < n {
                let w = advances[i] + (i > start ? kernBefore[i] : 0)
                if !isSpace[i] && i > start && width + w > maxUnits {
                    overflow = true
                    break
                }
                width += w
                i += 1
                if !byCharacter && isSpace[i - 1] && (i == n || !isSpace[i]) { lastBreak = i }
            }
            var end = i
            if overflow && !byCharacter && lastBreak > start { end = lastBreak }
            // Spaces at a character break hang at the end of the line too.
            if overflow && byCharacter { while end < n && isSpace[end] { end += 1 } }
            result.append((start, end))
            start = end
        }
        return result
    }

    /// The glyphs of characters `start ..< end` with pen positions in points.
    func line(_ start: Int, _ end: Int, scale: CGFloat, appending extra: [UInt32] = []) -> (
        glyphs: [TextLayout.Glyph], units: Int, text: String
    ) {
        var out: [TextLayout.Glyph] = []
        var pen = 0
        var previous: UInt32?
        for i in start..<end {
            if i > start { pen += kernBefore[i] }
            for g in glyphs[i] {
                out.append(TextLayout.Glyph(glyph: g, x: CGFloat(pen) * scale))
                pen += face.advance(of: g)
            }
            previous = glyphs[i].last
        }
        var units = width(start, end)
        if !extra.isEmpty {
            // Appended glyphs (an ellipsis) follow the trimmed text.
            pen = units
            if let p = previous, let first = extra.first, end > start {
                pen += face.kerning(p, first)
            }
            for g in extra {
                out.append(TextLayout.Glyph(glyph: g, x: CGFloat(pen) * scale))
                pen += face.advance(of: g)
            }
            units = pen
        }
        return (out, units, String(characters[start..<end]))
    }
}

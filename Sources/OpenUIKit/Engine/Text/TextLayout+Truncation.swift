import Foundation

extension ShapedRun {
    /// The last visible line when text is cut: the paragraph from `start` on, shortened until it
    /// and a trailing "…" fit in `maxUnits` (trailing spaces before the ellipsis dropped). When not
    /// even one character fits, the line is the ellipsis alone.
    func truncatedLine(from start: Int, maxUnits: Int, scale: CGFloat) -> (
        glyphs: [TextLayout.Glyph], units: Int, text: String
    ) {
        let ellipsis = face.glyph(for: "\u{2026}")
        let ellipsisWidth = face.advance(of: ellipsis)
        var end = characters.count
        while end > start {
            var trimmed = end
            while trimmed > start && isSpace[trimmed - 1] { trimmed -= 1 }
            let kern =
                trimmed > start
                ? (glyphs[trimmed - 1].last.map { face.kerning($0, ellipsis) } ?? 0) : 0
            if trimmed > start && width(start, trimmed) + kern + ellipsisWidth <= maxUnits {
                end = trimmed
                break
            }
            end = trimmed - 1
        }
        end = max(end, start)
        var line = self.line(start, end, scale: scale, appending: [ellipsis])
        line.text += "\u{2026}"
        return line
    }
}

extension ShapedRun {
    /// The last visible line truncated at its head: "…" then as much of the end of the paragraph
    /// (from `start` on) as fits in `maxUnits` (spaces after the ellipsis dropped), as
    /// `.byTruncatingHead` shows it.
    func headTruncatedLine(from start: Int, maxUnits: Int, scale: CGFloat) -> (
        glyphs: [TextLayout.Glyph], units: Int, text: String
    ) {
        let ellipsis = face.glyph(for: "\u{2026}")
        let ellipsisWidth = face.advance(of: ellipsis)
        let n = characters.count
        var begin = start
        func fits(_ b: Int) -> Bool {
            guard b < n else { return true }
            let kern = glyphs[b].first.map { face.kerning(ellipsis, $0) } ?? 0
            return ellipsisWidth + kern + width(b, n) <= maxUnits
        }
        while begin < n && (!fits(begin) || isSpace[begin]) { begin += 1 }
        let kern = begin < n ? (glyphs[begin].first.map { face.kerning(ellipsis, $0) } ?? 0) : 0
        let offset = ellipsisWidth + kern
        let tail = line(begin, n, scale: scale)
        var out = [TextLayout.Glyph(glyph: ellipsis, x: 0)]
        out += tail.glyphs.map {
            TextLayout.Glyph(glyph: $0.glyph, x: $0.x + CGFloat(offset) * scale)
        }
        return (out, begin < n ? offset + tail.units : ellipsisWidth, "\u{2026}" + tail.text)
    }

    /// The last visible line truncated in its middle: the start and the end of the paragraph
    /// (from `start` on) around "…", each taking about half of `maxUnits`, as
    /// `.byTruncatingMiddle` shows it.
    func middleTruncatedLine(from start: Int, maxUnits: Int, scale: CGFloat) -> (
        glyphs: [TextLayout.Glyph], units: Int, text: String
    ) {
        let ellipsis = face.glyph(for: "\u{2026}")
        let ellipsisWidth = face.advance(of: ellipsis)
        let n = characters.count
        let budget = maxUnits - ellipsisWidth
        // The head: as many characters as fit in half the room.
        var headEnd = start
        while headEnd < n && width(start, headEnd + 1) <= budget / 2 { headEnd += 1 }
        while headEnd > start && isSpace[headEnd - 1] { headEnd -= 1 }
        let headUnits = width(start, headEnd)
        // The tail: as many characters from the end as fit in the rest.
        var tailStart = n
        while tailStart > headEnd && width(tailStart - 1, n) <= budget - headUnits {
            tailStart -= 1
        }
        while tailStart < n && isSpace[tailStart] { tailStart += 1 }
        let head = line(start, headEnd, scale: scale, appending: [ellipsis])
        let tail = line(tailStart, n, scale: scale)
        var pen = head.units
        if tailStart < n, let first = glyphs[tailStart].first {
            pen += face.kerning(ellipsis, first)
        }
        var out = head.glyphs
        out += tail.glyphs.map { TextLayout.Glyph(glyph: $0.glyph, x: $0.x + CGFloat(pen) * scale) }
        let units = tailStart < n ? pen + tail.units : head.units
        return (out, units, head.text + "\u{2026}" + tail.text)
    }
}

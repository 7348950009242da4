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

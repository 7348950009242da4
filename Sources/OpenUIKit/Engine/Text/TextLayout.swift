import Foundation

/// Text laid out in lines: glyphs with positions, ready to measure (`UILabel.sizeThatFits`) or to
/// draw (SegueRender).
///
/// Unhinted advances plus `kern`-table kerning, in points; greedy line breaking by word (or by
/// character), `numberOfLines` (0 = unlimited), truncation of the last line with "…" at its tail,
/// head or middle, and alignment. Hard
/// line breaks are `\n`, `\r\n`, `\r` and U+2028. Left-to-right text only, no shaping beyond
/// one glyph per Unicode scalar.
package struct TextLayout: Sendable {
    /// A glyph and its pen position from the start of its line, in points.
    package struct Glyph: Sendable, Hashable {
        package var glyph: UInt32
        package var x: CGFloat
    }

    /// One laid-out line.
    package struct Line: Sendable {
        /// Glyphs in order (trailing spaces included; they do not count in `width`).
        package var glyphs: [Glyph]
        /// Advance width without trailing white space, in points.
        package var width: CGFloat
        /// The left end of the line's baseline, from the layout's top-left corner, in points
        /// (alignment applied).
        package var origin: CGPoint
        /// The characters the line shows (an ellipsis included when truncated).
        package var text: String
    }

    /// The font every glyph is set in.
    package let font: UIFont
    /// The lines, top to bottom.
    package let lines: [Line]
    /// The size the text occupies: the widest line by `lines.count × font.lineHeight` (zero for
    /// empty text). Not rounded: UIKit's views round it up to pixels themselves.
    package let size: CGSize
    /// Whether text was cut by `numberOfLines` (the last line then holds "…" — at its end, start
    /// or middle — when the break mode truncates).
    package let isTruncated: Bool

    /// Lays out `text`.
    ///
    /// - Parameters:
    ///   - width: the available line width in points; `.greatestFiniteMagnitude` (default) never wraps.
    ///   - numberOfLines: the most lines to show; 0 (default) means no limit, as `UILabel`.
    ///   - lineBreakMode: wrapping and truncation; the truncating and clipping modes wrap by word
    ///     when more than one line is allowed, as `UILabel` does.
    ///   - alignment: horizontal placement of each line within `width` (or within the widest line
    ///     when `width` is unbounded).
    package init(
        _ text: String, font: UIFont, width: CGFloat = .greatestFiniteMagnitude,
        numberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .natural
    ) {
        self.font = font
        let scale = font.unitScale
        let maxUnits: Int = {
            guard width.isFinite, width < 1e12, scale > 0 else { return Int.max }
            return Int((max(0, width) / scale + 1e-6).rounded(.down))
        }()
        var ranges: [LineRange] = []
        let paragraphs = TextLayout.paragraphs(text).map { ShapedRun($0, face: font.face) }
        for (p, run) in paragraphs.enumerated() {
            let noWrap = numberOfLines == 1 && lineBreakMode == .byClipping
            for r in run.breakLines(
                maxUnits: noWrap ? Int.max : maxUnits, byCharacter: lineBreakMode == .byCharWrapping
            ) {
                ranges.append(LineRange(paragraph: p, start: r.start, end: r.end))
            }
        }
        var truncated = false
        var shaped: [(glyphs: [Glyph], units: Int, text: String)] = []
        if numberOfLines > 0 && ranges.count > numberOfLines {
            truncated = true
            ranges.removeLast(ranges.count - numberOfLines)
        }
        for (index, range) in ranges.enumerated() {
            let run = paragraphs[range.paragraph]
            let truncating = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(
                lineBreakMode)
            if truncated && index == ranges.count - 1 && truncating {
                switch lineBreakMode {
                case .byTruncatingHead:
                    shaped.append(
                        run.headTruncatedLine(from: range.start, maxUnits: maxUnits, scale: scale))
                case .byTruncatingMiddle:
                    shaped.append(
                        run.middleTruncatedLine(
                            from: range.start, maxUnits: maxUnits, scale: scale))
                default:
                    shaped.append(
                        run.truncatedLine(from: range.start, maxUnits: maxUnits, scale: scale))
                }
            } else {
                shaped.append(run.line(range.start, range.end, scale: scale))
            }
        }
        let widths = shaped.map { CGFloat($0.units) * scale }
        let widest = widths.max() ?? 0
        let box = (width.isFinite && width < 1e12) ? width : widest
        let lineHeight = font.lineHeight
        var lines: [Line] = []
        for (index, line) in shaped.enumerated() {
            let w = widths[index]
            let x: CGFloat
            switch alignment {
            case .center: x = (box - w) / 2
            case .right: x = box - w
            case .left, .natural, .justified: x = 0
            }
            lines.append(
                Line(
                    glyphs: line.glyphs, width: w,
                    origin: CGPoint(x: x, y: CGFloat(index) * lineHeight + font.ascender),
                    text: line.text))
        }
        self.lines = lines
        isTruncated = truncated
        size =
            lines.isEmpty ? .zero : CGSize(width: widest, height: CGFloat(lines.count) * lineHeight)
    }

    /// The size `text` needs in `font` when lines may be `width` points wide (see ``init``).
    package static func size(
        of text: String, font: UIFont, width: CGFloat = .greatestFiniteMagnitude,
        numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping
    ) -> CGSize {
        TextLayout(
            text, font: font, width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode
        ).size
    }

    struct LineRange { var paragraph: Int, start: Int, end: Int }

    /// `text` split at hard line breaks.
    static func paragraphs(_ text: String) -> [[Character]] {
        if text.isEmpty { return [] }
        var result: [[Character]] = [[]]
        for ch in text {
            if ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\u{2028}" || ch == "\u{2029}" {
                result.append([])
            } else {
                result[result.count - 1].append(ch)
            }
        }
        return result
    }
}

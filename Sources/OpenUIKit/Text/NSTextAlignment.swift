import Foundation

/// Horizontal alignment of lines of text, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width (laid out here as `.left`: word spacing is not stretched).
    case justified = 3
    /// The script's natural alignment: left, since the engine lays out left-to-right text only.
    case natural = 4
}

/// How text that does not fit is wrapped or truncated, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries (a word wider than the line is split between characters).
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// Wrap by word; the last line is simply cut off.
    case byClipping = 2
    /// Show the end of the last line, with an ellipsis at its start (laid out here as tail truncation).
    case byTruncatingHead = 3
    /// Show the start of the last line, with an ellipsis at its end.
    case byTruncatingTail = 4
    /// Ellipsis in the middle of the last line (laid out here as tail truncation).
    case byTruncatingMiddle = 5
}

import Foundation

/// A scroll view's two indicators: thin rounded bars along the trailing and bottom edges whose
/// length is the visible fraction of the content and whose position is the offset's. They show
/// while the content moves and fade out after it stops (Docs/Behaviour-lists.md has the sizes and
/// times chosen).
@MainActor
final class ScrollIndicators {
    /// Thickness of a bar, in points.
    static let thickness: CGFloat = 3
    /// Distance of a bar from its edge and from the ends of its track, in points.
    static let margin: CGFloat = 3
    /// The shortest a bar gets, in points (past an edge it shrinks toward it).
    static let minimumLength: CGFloat = 36
    /// How long the bars stay after the content stops, then how long they fade, in seconds.
    static let lingering: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.3

    let vertical = ScrollIndicatorView()
    let horizontal = ScrollIndicatorView()
    /// Bumped by each show, so a fade scheduled before it does not hide the bars again.
    var generation = 0
}

/// One indicator bar: a plain rounded view.
@MainActor
final class ScrollIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = ScrollIndicators.thickness / 2
        alpha = 0
        isUserInteractionEnabled = false
    }

    required convenience init?(coder: NSCoder) { self.init(frame: .zero) }
}

import Foundation

extension UIScrollView {
    /// The layout guide of the content rectangle (origin at the content's top-left, size
    /// `contentSize`), as UIKit's iOS 11 `contentLayoutGuide`.
    ///
    /// Constraints that fix its width and height set `contentSize` when the scroll view is laid
    /// out, as UIKit's Auto Layout does; while nothing fixes them, the guide takes `contentSize`
    /// (a pull at priority 1, below any view's hugging). Views pinned to it scroll with the
    /// content. The same object on every call.
    public var contentLayoutGuide: UILayoutGuide { ownGuide(\.contentGuide, .scrollContent) }

    /// The layout guide of the scroll view's frame, untranslated by scrolling, as UIKit's iOS 11
    /// `frameLayoutGuide`: views pinned to it stay put while the content scrolls. The same object
    /// on every call.
    public var frameLayoutGuide: UILayoutGuide { ownGuide(\.frameGuide, .scrollFrame) }

    /// After Auto Layout placed the subviews: the content guide's solved size becomes
    /// `contentSize`.
    func adoptContentLayoutGuideSize(from engine: AutoLayoutEngine) {
        guard let g = _autoLayout?.contentGuide?.variables else { return }
        let size = engine.contentGuideSize(g, in: self)
        if contentSize != size { contentSize = size }
    }
}

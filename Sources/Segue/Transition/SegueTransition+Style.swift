#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

extension SegueTransition {
    /// How the views move in the forward film (present, push, a later tab, a child swap).
    ///
    /// Directions name where the motion goes: `.push(.left)` moves both screens to the left, the
    /// new one coming in from the right edge, as UINavigationController's push; `.push(.leading)`
    /// does so left-to-right and mirrors it right-to-left.
    public enum Style: Hashable, Sendable {
        /// The new screen fades in over the old one (`UIModalTransitionStyle.crossDissolve`).
        case fade
        /// The new screen slides in over the old one, which moves a third of the way and dims
        /// (UINavigationController's push).
        case push(Direction)
        /// The old screen slides away and uncovers the new one coming a third of the way
        /// (UINavigationController's pop).
        case pull(Direction)
        /// Both screens move by the whole width, side by side.
        case slide(Direction)
        /// The new screen slides over the still old one (`.coverVertical` for `.up`).
        case cover(Direction)
        /// The old screen slides away from over the still new one.
        case uncover(Direction)
        /// The new screen grows from the middle while the old one grows and fades behind it.
        case zoomIn
        /// The old screen shrinks and fades into the middle, uncovering the new one settling
        /// from a little larger.
        case zoomOut
        /// Both screens shrink, slide side by side, and the new one grows back.
        case zoomSlide(Direction)
        /// The new screen slides in over the old one, which recedes and darkens.
        case pageIn(Direction)
        /// The old screen slides away, uncovering the new one coming forward from behind.
        case pageOut(Direction)
        /// Both screens turn over as the two faces of a card (`.flipHorizontal`).
        case flip(Axis)
        /// The screens are two faces of a cube that turns in the direction.
        case cube(Direction)
        /// The old screen folds up like a paper fan towards the direction's edge.
        case fold(Direction)
        /// The old screen lifts like a page from its bottom edge (`.partialCurl`'s gesture, all
        /// the way).
        case pageCurl
        /// The old screen steps back as a card while the new card rises in front of it.
        case cards(Direction)
        /// The old screen opens as two doors, the new one comes forward through them.
        case doors
        /// The old screen breaks into tiles that fly apart and fade.
        case explode
        /// The new screen is revealed through a circle growing from a point given in unit
        /// coordinates of the screen (0…1 on each axis).
        case circularReveal(center: CGPoint)
        /// The old screen swings away on a hinge at the edge opposite the direction.
        case swing(Direction)
        /// The new screen drops from above the top edge and bounces into place (seed 001).
        case springDrop
        /// The new screen slides in from the bottom-right corner (seed 000's `MyAnimator`).
        case cornerSlide

        var defaultDuration: TimeInterval {
            switch self {
            case .fade: 0.3
            case .push, .pull, .slide, .cover, .uncover, .pageIn, .pageOut: 0.35
            case .zoomIn, .zoomOut, .cards, .cornerSlide: 0.4
            case .circularReveal, .swing, .doors, .fold: 0.5
            case .zoomSlide, .flip, .cube, .pageCurl, .explode: 0.6
            case .springDrop: 0.8
            }
        }

        var defaultTiming: Timing {
            switch self {
            case .push, .pull, .slide, .cover, .uncover, .pageIn, .pageOut, .cornerSlide: .easeOut
            case .springDrop: .spring(dampingRatio: 0.6)
            case .cards: .spring(dampingRatio: 0.85)
            case .explode: .easeIn
            default: .easeInOut
            }
        }

        var defaultDimming: CGFloat {
            switch self {
            case .push, .cover, .pageIn, .cards, .springDrop: 0.1
            default: 0
            }
        }

        /// The style with `.leading` and `.trailing` made absolute for `layoutDirection`.
        public func resolved(for layoutDirection: UIUserInterfaceLayoutDirection) -> Style {
            func r(_ d: Direction) -> Direction { d.resolved(for: layoutDirection) }
            switch self {
            case .push(let d): return .push(r(d))
            case .pull(let d): return .pull(r(d))
            case .slide(let d): return .slide(r(d))
            case .cover(let d): return .cover(r(d))
            case .uncover(let d): return .uncover(r(d))
            case .zoomSlide(let d): return .zoomSlide(r(d))
            case .pageIn(let d): return .pageIn(r(d))
            case .pageOut(let d): return .pageOut(r(d))
            case .cube(let d): return .cube(r(d))
            case .fold(let d): return .fold(r(d))
            case .cards(let d): return .cards(r(d))
            case .swing(let d): return .swing(r(d))
            default: return self
            }
        }

        /// The catalogue's name of the style, as `segue list` prints it (`push-left`, `cube-up`).
        public var name: String {
            switch self {
            case .fade: "fade"
            case .push(let d): "push-\(d.rawValue)"
            case .pull(let d): "pull-\(d.rawValue)"
            case .slide(let d): "slide-\(d.rawValue)"
            case .cover(let d): "cover-\(d.rawValue)"
            case .uncover(let d): "uncover-\(d.rawValue)"
            case .zoomIn: "zoom-in"
            case .zoomOut: "zoom-out"
            case .zoomSlide(let d): "zoom-slide-\(d.rawValue)"
            case .pageIn(let d): "page-in-\(d.rawValue)"
            case .pageOut(let d): "page-out-\(d.rawValue)"
            case .flip(let a): "flip-\(a.rawValue)"
            case .cube(let d): "cube-\(d.rawValue)"
            case .fold(let d): "fold-\(d.rawValue)"
            case .pageCurl: "page-curl"
            case .cards(let d): "cards-\(d.rawValue)"
            case .doors: "doors"
            case .explode: "explode"
            case .circularReveal: "circular-reveal"
            case .swing(let d): "swing-\(d.rawValue)"
            case .springDrop: "spring-drop"
            case .cornerSlide: "corner-slide"
            }
        }

        /// The family the style belongs to (`push`, `cube`), for grouping.
        public var family: String {
            switch self {
            case .zoomIn, .zoomOut: "zoom"
            default:
                String(
                    name.split(separator: "-").dropLast(hasDirection ? 1 : 0).joined(separator: "-")
                )
            }
        }

        private var hasDirection: Bool {
            switch self {
            case .push, .pull, .slide, .cover, .uncover, .zoomSlide, .pageIn, .pageOut, .flip,
                .cube, .fold, .cards, .swing:
                true
            default: false
            }
        }
    }
}

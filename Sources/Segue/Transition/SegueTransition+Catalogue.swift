#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

extension SegueTransition {
    /// Every entry of the catalogue, each style with its default parameters, in the order
    /// `segue list` shows them (53 entries, counted as Hero counts its presets: one per direction).
    public static var catalogue: [SegueTransition] {
        var styles: [Style] = [.fade]
        let directional: [(Direction) -> Style] = [
            Style.push, Style.pull, Style.slide, Style.cover, Style.uncover,
        ]
        for make in directional { styles += Direction.absolute.map(make) }
        styles += [.zoomIn, .zoomOut]
        for make in [Style.zoomSlide, Style.pageIn, Style.pageOut, Style.cube] {
            styles += Direction.absolute.map(make)
        }
        styles += Axis.allCases.map(Style.flip)
        styles += [.fold(.left), .fold(.up), .pageCurl, .cards(.up), .cards(.left), .doors]
        styles += [.explode, .circularReveal(center: CGPoint(x: 0.5, y: 0.5))]
        styles += [.swing(.left), .swing(.right), .springDrop, .cornerSlide]
        return styles.map { SegueTransition($0) }
    }

    /// The catalogue entry named `name` (`"cube-left"`), or nil.
    public static func named(_ name: String) -> SegueTransition? {
        catalogue.first { $0.style.name == name }
    }

    /// The new screen fades in (cross-dissolve).
    public static let fade = SegueTransition(.fade)
    /// UINavigationController's push, towards `direction` (default left).
    public static func push(_ direction: Direction = .left) -> SegueTransition {
        SegueTransition(.push(direction))
    }
    /// UINavigationController's pop, towards `direction` (default right).
    public static func pull(_ direction: Direction = .right) -> SegueTransition {
        SegueTransition(.pull(direction))
    }
    /// Both screens slide by the whole width towards `direction`.
    public static func slide(_ direction: Direction = .left) -> SegueTransition {
        SegueTransition(.slide(direction))
    }
    /// The new screen covers the old one, moving towards `direction` (default up: a sheet).
    public static func cover(_ direction: Direction = .up) -> SegueTransition {
        SegueTransition(.cover(direction))
    }
    /// The old screen slides away towards `direction`, uncovering the new one.
    public static func uncover(_ direction: Direction = .down) -> SegueTransition {
        SegueTransition(.uncover(direction))
    }
    /// The new screen grows from the middle.
    public static let zoomIn = SegueTransition(.zoomIn)
    /// The old screen shrinks into the middle.
    public static let zoomOut = SegueTransition(.zoomOut)
    /// Shrink, slide towards `direction`, grow back.
    public static func zoomSlide(_ direction: Direction = .left) -> SegueTransition {
        SegueTransition(.zoomSlide(direction))
    }
    /// A cube turning towards `direction`.
    public static func cube(_ direction: Direction = .left) -> SegueTransition {
        SegueTransition(.cube(direction))
    }
    /// A card flip about `axis`.
    public static func flip(_ axis: Axis = .horizontal) -> SegueTransition {
        SegueTransition(.flip(axis))
    }
}

extension SegueTransition {
    /// The new screen slides in over the old one, which recedes and darkens.
    public static func pageIn(_ direction: Direction = .left) -> SegueTransition {
        SegueTransition(.pageIn(direction))
    }
    /// The old screen slides away, uncovering the new one coming forward.
    public static func pageOut(_ direction: Direction = .right) -> SegueTransition {
        SegueTransition(.pageOut(direction))
    }
    /// The old screen folds up like a fan towards `direction`'s edge.
    public static func fold(_ direction: Direction = .left) -> SegueTransition {
        SegueTransition(.fold(direction))
    }
    /// The old screen steps back as a card while the new one rises towards `direction`.
    public static func cards(_ direction: Direction = .up) -> SegueTransition {
        SegueTransition(.cards(direction))
    }
    /// The old screen swings away on a hinge at `direction`'s edge.
    public static func swing(_ direction: Direction = .left) -> SegueTransition {
        SegueTransition(.swing(direction))
    }
    /// The old screen lifts like a page from its bottom edge.
    public static let pageCurl = SegueTransition(.pageCurl)
    /// The old screen opens as two doors.
    public static let doors = SegueTransition(.doors)
    /// The old screen breaks into flying tiles.
    public static let explode = SegueTransition(.explode)
    /// The new screen drops in from the top and bounces (seed 001).
    public static let springDrop = SegueTransition(.springDrop)
    /// The new screen slides in from the bottom-right corner (seed 000).
    public static let cornerSlide = SegueTransition(.cornerSlide)
    /// The new screen appears through a circle growing from `center`, in unit coordinates of the
    /// screen (default its middle).
    public static func circularReveal(from center: CGPoint = CGPoint(x: 0.5, y: 0.5))
        -> SegueTransition
    {
        SegueTransition(.circularReveal(center: center))
    }
}

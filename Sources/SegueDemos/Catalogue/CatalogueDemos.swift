@_spi(Testing) import OpenUIKit
import Segue

/// The catalogue as demos: every entry shown on a container, the way there animated and the way
/// back animated or driven by a finger that finishes or cancels.
package enum CatalogueDemos {
    /// Which container adopts the transition.
    package enum Container: String, CaseIterable, Sendable {
        case present, push, tab, child
    }

    /// How the way back runs.
    package enum WayBack: String, CaseIterable, Sendable {
        /// Animated, as a tap on Back or a `dismiss(animated: true)`.
        case animated
        /// A finger drags the transition most of the way and lets go: it finishes.
        case finish
        /// A finger drags it a little, slowly, and lets go: it springs back.
        case cancel
    }

    /// Every entry presented and dismissed, in catalogue order (the gallery's catalogue section),
    /// then matched elements on a push.
    package static var demos: [Demo] {
        SegueTransition.catalogue.map { demo($0) } + [matchedElements]
    }

    /// The first tile of the library grows into the detail's header (both `segueMatchID =
    /// "photo"`) while a fade plays on a push, and shrinks back on the pop.
    package static var matchedElements: Demo {
        Demo(
            name: "matched-elements",
            summary:
                "tile.segueMatchID = header.segueMatchID = \"photo\": the tile grows into the header over a fade push, and back on the pop",
            article: .catalogue,
            adoption: "tile.segueMatchID = \"photo\"; header.segueMatchID = \"photo\""
        ) {
            CatalogueScene.make(.fade, on: .push, wayBack: .animated, matched: true)
        }
    }

    /// The entry named `name`, if it is one.
    package static func transition(named name: String) -> SegueTransition? {
        SegueTransition.named(name)
    }

    /// The one line that adopts `transition` on `container`.
    package static func adoption(_ transition: SegueTransition, on container: Container) -> String {
        let value = swiftValue(transition.style)
        switch container {
        case .present: return "present(detail, transition: \(value))"
        case .push: return "navigationController?.pushViewController(detail, transition: \(value))"
        case .tab: return "tabBarController?.tabSegueTransition = \(value)"
        case .child:
            return "swapChild(from: current, to: detail, in: card, transition: \(value))"
        }
    }

    /// `transition` on `container`: there, a look, back (animated or under a finger), a look.
    package static func demo(
        _ transition: SegueTransition, on container: Container = .present,
        wayBack: WayBack = .animated
    ) -> Demo {
        var name = transition.style.name
        if container != .present { name += "-\(container.rawValue)" }
        if wayBack != .animated { name += "-\(wayBack.rawValue)" }
        let backing =
            wayBack == .animated
            ? "and back"
            : "and back under a finger that \(wayBack == .finish ? "finishes" : "cancels")"
        return Demo(
            name: name,
            summary:
                "\(transition.style.name) on \(container.rawValue), \(backing): \(adoption(transition, on: container))",
            article: .catalogue, adoption: adoption(transition, on: container)
        ) {
            CatalogueScene.make(transition, on: container, wayBack: wayBack)
        }
    }

    private static func swiftValue(_ style: SegueTransition.Style) -> String {
        let parts = style.name.split(separator: "-").map(String.init)
        func camel(_ words: [String]) -> String {
            words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.capitalized }
                .joined()
        }
        switch style {
        case .fade, .zoomIn, .zoomOut, .pageCurl, .doors, .explode, .springDrop, .cornerSlide:
            return ".\(camel(parts))"
        case .circularReveal:
            return ".circularReveal()"
        default:
            return ".\(camel(parts.dropLast()))(.\(parts.last ?? ""))"
        }
    }
}

extension DemoArticle {
    /// Not an article: the Segue catalogue.
    static let catalogue = DemoArticle(id: "catalogue", title: "The Segue catalogue", file: "")
}

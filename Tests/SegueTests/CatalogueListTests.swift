import OpenUIKit
import Segue
import Testing

@MainActor
@Suite struct CatalogueListTests {
    @Test func theCatalogueHasMoreEntriesThanHerosPresets() {
        let names = SegueTransition.catalogue.map(\.style.name)
        #expect(names.count == 53)
        #expect(Set(names).count == names.count, "every entry has its own name")
    }

    @Test func everyFamilyTheIssueNamesIsThere() {
        let families = Set(SegueTransition.catalogue.map(\.style.family))
        for family in [
            "fade", "push", "pull", "slide", "cover", "uncover", "zoom", "zoom-slide", "page-in",
            "page-out", "flip", "cube", "fold", "page-curl", "cards", "doors", "explode",
            "circular-reveal", "swing", "spring-drop", "corner-slide",
        ] {
            #expect(families.contains(family), "\(family)")
        }
    }

    @Test func anEntryIsFoundByItsName() {
        #expect(SegueTransition.named("cube-left") == .cube(.left))
        #expect(SegueTransition.named("push-left") == .push())
        #expect(SegueTransition.named("no-such-thing") == nil)
    }

    @Test func defaultsLookLikeIOS() {
        // UINavigationController's push: 0.35 s, ease-out, the covered screen dimmed by a tenth.
        let push = SegueTransition.push()
        #expect(push.duration == 0.35)
        #expect(push.timing == .easeOut)
        #expect(push.dimming == 0.1)
        #expect(SegueTransition.fade.duration == 0.3)
        #expect(SegueTransition(.springDrop).timing == .spring(dampingRatio: 0.6))
        #expect(SegueTransition.cube().duration(1).duration == 1)
    }
}

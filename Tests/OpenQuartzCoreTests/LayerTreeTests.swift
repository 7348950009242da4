import Foundation
import Testing

@testable import OpenQuartzCore

/// Layer tree edits: insertion at an index and relative to siblings, replacement, removal, and
/// cycles refused as Core Animation refuses them.
@MainActor
@Suite struct LayerTreeTests {
    let root = CALayer()
    let a = CALayer(), b = CALayer(), c = CALayer()

    init() {
        a.name = "a"
        b.name = "b"
        c.name = "c"
        for l in [a, b, c] { root.addSublayer(l) }
    }

    var names: [String] { (root.sublayers ?? []).map { $0.name ?? "?" } }

    func named(_ n: String) -> CALayer {
        let l = CALayer()
        l.name = n
        return l
    }

    @Test func addSublayerAppendsAndMovesFromAnOldParent() {
        #expect(names == ["a", "b", "c"])
        root.addSublayer(a)
        #expect(names == ["b", "c", "a"], "re-adding moves to the front")
        let other = CALayer()
        other.addSublayer(b)
        #expect(names == ["c", "a"])
        #expect(b.superlayer === other)
    }

    @Test func insertAtIndexClampsToTheEnd() {
        root.insertSublayer(named("x"), at: 1)
        #expect(names == ["a", "x", "b", "c"])
        root.insertSublayer(named("y"), at: 99)
        #expect(names == ["a", "x", "b", "c", "y"])
        root.insertSublayer(c, at: 0)
        #expect(names == ["c", "a", "x", "b", "y"])
    }

    @Test func insertAboveAndBelowASibling() {
        root.insertSublayer(named("x"), above: a)
        root.insertSublayer(named("y"), below: a)
        #expect(names == ["y", "a", "x", "b", "c"])
        root.insertSublayer(c, below: a)
        #expect(names == ["y", "c", "a", "x", "b"])
        root.insertSublayer(y(), above: b)
        #expect(names == ["c", "a", "x", "b", "y"])
    }

    private func y() -> CALayer { root.sublayers!.first { $0.name == "y" }! }

    @Test func replaceSublayerKeepsTheIndex() {
        let x = named("x")
        root.replaceSublayer(b, with: x)
        #expect(names == ["a", "x", "c"])
        #expect(b.superlayer == nil && x.superlayer === root)
    }

    @Test func removeFromSuperlayerDetaches() {
        b.removeFromSuperlayer()
        #expect(names == ["a", "c"])
        #expect(b.superlayer == nil)
        b.removeFromSuperlayer()
        #expect(names == ["a", "c"], "removing twice is harmless")
    }

    @Test func settingSublayersReplacesTheWholeList() {
        let x = named("x")
        root.sublayers = [c, x]
        #expect(names == ["c", "x"])
        #expect(a.superlayer == nil && x.superlayer === root)
        root.sublayers = nil
        #expect(root.sublayers == nil)
    }

    @Test func sublayersIsNilWhenEmpty() {
        #expect(CALayer().sublayers == nil)
    }

    @Test func maskIsNotASublayerAndLeavesItsOldParent() {
        let m = named("m")
        b.addSublayer(m)
        a.mask = m
        #expect(m.superlayer == nil)
        #expect(b.sublayers == nil)
        #expect(a.sublayers == nil)
        m.removeFromSuperlayer()
        #expect(a.mask == nil)
    }

    @Test func drawingOrderSortsByZPositionKeepingArrayOrderForTies() {
        b.zPosition = -1
        a.zPosition = 2
        #expect(root.sublayersInDrawingOrder.map { $0.name ?? "" } == ["b", "c", "a"])
        #expect(names == ["a", "b", "c"], "zPosition does not reorder the sublayers array")
    }

    @Test func addingALayerToItsOwnDescendantStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = CALayer()
                let child = CALayer()
                parent.addSublayer(child)
                child.addSublayer(parent)
            }
        }
    }

    @Test func addingALayerToItselfStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let l = CALayer()
                l.addSublayer(l)
            }
        }
    }

    @Test func insertingAnAncestorBelowADescendantStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let top = CALayer()
                let mid = CALayer()
                let leaf = CALayer()
                top.addSublayer(mid)
                mid.addSublayer(leaf)
                leaf.insertSublayer(top, above: nil)
            }
        }
    }
}

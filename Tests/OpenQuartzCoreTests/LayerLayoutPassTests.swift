import Foundation
import Testing

@testable import OpenQuartzCore

/// `layoutIfNeeded()` without a run-loop turn: it lays out exactly the layers that asked, deep ones
/// and ones that ask during the pass included, and a loop of such calls does not pile up work.
@MainActor
@Suite struct LayerLayoutPassTests {
    /// Counts its layouts and, optionally, asks a sublayer for layout while laying out.
    final class CountingLayer: CALayer {
        var layouts = 0
        var marksDuringLayout: CALayer?
        override func layoutSublayers() {
            layouts += 1
            marksDuringLayout?.setNeedsLayout()
        }
    }

    let root = CountingLayer()
    let middle = CountingLayer()
    let leaf = CountingLayer()
    let sibling = CountingLayer()

    init() {
        CALayer.runLayoutPass()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        root.addSublayer(sibling)
    }

    @Test func aDeepLayerThatAskedIsLaidOutAndNoOtherIs() {
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(
            [root.layouts, middle.layouts, leaf.layouts, sibling.layouts] == [0, 0, 1, 0] as [Int])
        #expect(!leaf.needsLayout())
    }

    @Test func aLayerMarkedDuringThePassIsLaidOutInTheSamePass() {
        middle.marksDuringLayout = leaf
        middle.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(middle.layouts == 1 && leaf.layouts == 1)
    }

    @Test func aThousandLayoutsWithoutARunLoopTurnLeaveTheListShort() {
        for _ in 0..<1000 {
            leaf.setNeedsLayout()
            root.layoutIfNeeded()
        }
        #expect(leaf.layouts == 1000)
        #expect(!leaf.needsLayout())
        #expect(CALayer.layersNeedingLayout.filter { $0 === leaf }.count <= 1)
    }

    @Test func aNestedLayoutIfNeededThatPrunesTheListDoesNotHideALaterLayer() {
        // The middle layer's layout lays out the leaf itself (pruning the pending list), then
        // the sibling asks for layout: the outer pass still reaches it.
        final class NestingLayer: CALayer {
            var inner: CALayer?
            var thenMark: CALayer?
            override func layoutSublayers() {
                inner?.setNeedsLayout()
                inner?.layoutIfNeeded()
                thenMark?.setNeedsLayout()
            }
        }
        let outer = CALayer()
        let nesting = NestingLayer()
        let inner = CountingLayer()
        let late = CountingLayer()
        outer.addSublayer(nesting)
        nesting.addSublayer(inner)
        outer.addSublayer(late)
        nesting.inner = inner
        nesting.thenMark = late
        nesting.setNeedsLayout()
        outer.layoutIfNeeded()
        #expect(inner.layouts == 1 && late.layouts == 1)
    }
}

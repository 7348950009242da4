import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Custom sheet detents (`Detent.custom(identifier:resolver:)`) on an iPhone 15: 393 × 852 pt,
/// safe area top 59, bottom 34. The card top is 59 + 10 = 69, so the large sheet is 852 − 69 = 783
/// tall and the large detent's value (within the sheet's safe area) 783 − 34 = 749.
@MainActor
@Suite(.serialized) struct SheetCustomDetentTests {
    static let small = UISheetPresentationController.Detent.Identifier("small")
    static let tall = UISheetPresentationController.Detent.Identifier("tall")
    static let off = UISheetPresentationController.Detent.Identifier("off")

    /// small: 200 pt; tall: maximumDetentValue − 500 = 249 pt; off: inactive (nil); large.
    static var detents: [UISheetPresentationController.Detent] {
        [
            .custom(identifier: small) { _ in 200 },
            .custom(identifier: tall) { $0.maximumDetentValue - 500 },
            .custom(identifier: off) { _ in nil },
            .large(),
        ]
    }

    private func presentSheet(
        selecting id: UISheetPresentationController.Detent.Identifier?,
        animated: Bool = false
    ) throws -> (LoggingVC, LoggingVC, UISheetPresentationController, UIWindow) {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        b.modalPresentationStyle = .pageSheet
        let pc = try #require(b.sheetPresentationController)
        pc.detents = Self.detents
        pc.selectedDetentIdentifier = id
        a.present(b, animated: animated)
        #expect(UIApplication.shared.runUntilIdle())
        return (a, b, pc, w)
    }

    @Test func aCustomDetentResolvesToItsValuePlusTheBottomSafeArea() throws {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPhone15
        defer { UIScreen.main.device = saved }
        let (_, b, pc, w) = try presentSheet(selecting: .large)
        #expect(w.bounds.size == CGSize(width: 393, height: 852))
        let resolved = pc.resolvedDetents(in: w.bounds)
        // 200 + 34 = 234; 749 − 500 + 34 = 283; the inactive detent is left out; large 783.
        #expect(resolved.map(\.0) == [Self.small, Self.tall, .large])
        #expect(resolved.map(\.1) == [234, 283, 783])
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func theSheetRestsAtASelectedCustomDetentAndAtTheSmallestByDefault() throws {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPhone15
        defer { UIScreen.main.device = saved }
        let (_, b, pc, _) = try presentSheet(selecting: Self.tall, animated: true)
        #expect(b.view.frame == CGRect(x: 0, y: 852 - 283, width: 393, height: 283))
        #expect(pc.currentDetent == Self.tall)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        // No selection: the smallest active detent, the 200 pt one.
        let (_, c, pc2, _) = try presentSheet(selecting: nil)
        #expect(c.view.frame == CGRect(x: 0, y: 852 - 234, width: 393, height: 234))
        #expect(pc2.currentDetent == Self.small)
        // Selecting an inactive detent falls back to the smallest too.
        pc2.animateChanges { pc2.selectedDetentIdentifier = Self.off }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(c.view.frame.minY == CGFloat(852 - 234))
        c.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func draggingFromLargeSettlesAtTheNearestCustomDetent() throws {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPhone15
        defer { UIScreen.main.device = saved }
        let (_, b, pc, _) = try presentSheet(selecting: .large)
        #expect(b.view.frame.minY == 69)
        // Dragged 480 pt down and released still: projected top 549; tall's top 569 is nearest
        // (small 618, large 69, the bottom edge 852).
        pc.dragChanged(translation: 480)
        #expect(b.view.frame.minY == CGFloat(69 + 480))
        #expect(pc.dragEnded(translation: 480, velocity: 0) == Self.tall)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.view.frame == CGRect(x: 0, y: 569, width: 393, height: 283))
        #expect(pc.selectedDetentIdentifier == Self.tall)
        // From tall, 40 pt down at 0 pt/s: projected 609, nearest small (618).
        #expect(pc.dragEnded(translation: 40, velocity: 0) == Self.small)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.view.frame == CGRect(x: 0, y: 618, width: 393, height: 234))
        // A fling up from small (−300 pt/s projects 45 pt higher: 573) goes back to tall (569).
        #expect(pc.dragEnded(translation: 0, velocity: -300) == Self.tall)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.view.frame.minY == 569)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }
}

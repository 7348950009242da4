import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Right-to-left, a collection view list cell mirrors as a table cell does: its list content
/// from the right edge, its separator's 16 pt inset at the right (Docs/Behaviour-traits.md,
/// "Right-to-left").
@MainActor
@Suite struct CollectionListRightToLeftTests {
    private static var shown: [UIWindow] = []

    /// A list cell 393 × 44 pt showing "Inbox", laid out in a window of the given direction:
    /// its separator's and its text's frames.
    func frames(rightToLeft: Bool) throws -> (separator: CGRect, text: CGRect) {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.makeKeyAndVisible()
        Self.shown.append(w)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        cell.contentConfiguration = content
        w.addSubview(cell)
        _ = UIApplication.shared.runUntilIdle()
        cell.layoutIfNeeded()
        let list = try #require(cell.contentView.subviews.first { $0 is UIListContentView })
        list.layoutIfNeeded()
        let label = try #require(list.subviews.compactMap { $0 as? UILabel }.first)
        return (cell.separatorView.frame, label.frame)
    }

    @Test func theSeparatorInsetAndTheTextMirror() throws {
        let ltr = try frames(rightToLeft: false)
        let rtl = try frames(rightToLeft: true)
        #expect(ltr.separator.minX == 16 && ltr.separator.maxX == 393)
        #expect(rtl.separator.minX == 0 && rtl.separator.maxX == 377)
        #expect(ltr.text.width > 0)
        #expect(
            rtl.text
                == CGRect(
                    x: 393 - ltr.text.maxX, y: ltr.text.minY, width: ltr.text.width,
                    height: ltr.text.height))
    }
}

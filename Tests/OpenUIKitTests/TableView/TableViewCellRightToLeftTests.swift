import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Right-to-left, a cell is the mirror image of its left-to-right self: the accessory at the
/// left edge with its chevron pointing left, the text and image from the right edge, the
/// separator inset's left measured from the right edge (Docs/Behaviour-traits.md,
/// "Right-to-left"). Cells are 393 pt wide, an iPhone 15's width, so x mirrors as 393 − maxX.
@MainActor
@Suite struct TableViewCellRightToLeftTests {
    static let width: CGFloat = 393

    /// The windows the cells are shown in, kept alive until the suite ends.
    private static var shown: [UIWindow] = []

    /// `cell` laid out at 393 × 44 pt in a window of the given direction.
    func laidOut(_ cell: UITableViewCell, rightToLeft: Bool) -> UITableViewCell {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: Self.width, height: 852))
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.makeKeyAndVisible()
        w.addSubview(cell)
        Self.shown.append(w)
        _ = UIApplication.shared.runUntilIdle()
        cell.frame = CGRect(x: 0, y: 0, width: Self.width, height: 44)
        cell.layoutIfNeeded()
        cell.contentView.layoutIfNeeded()
        for v in cell.contentView.subviews { v.layoutIfNeeded() }
        return cell
    }

    func mirrored(_ r: CGRect) -> CGRect {
        CGRect(x: Self.width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    func disclosureCell(rightToLeft: Bool) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "General"
        cell.accessoryType = .disclosureIndicator
        cell.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        return laidOut(cell, rightToLeft: rightToLeft)
    }

    @Test func theDisclosureIndicatorSitsAtTheLeftEdgePointingLeft() throws {
        let ltr = disclosureCell(rightToLeft: false)
        let rtl = disclosureCell(rightToLeft: true)
        let ltrGlyph = try #require(ltr.accessoryGlyph)
        let rtlGlyph = try #require(rtl.accessoryGlyph)
        #expect(ltrGlyph.frame == CGRect(x: 353, y: 10, width: 24, height: 24))
        #expect(rtlGlyph.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
        #expect(!ltrGlyph.mirrored && rtlGlyph.mirrored)
        // The content view gives the accessory's 40 pt at the left.
        #expect(ltr.contentView.frame == CGRect(x: 0, y: 0, width: 353, height: 44))
        #expect(rtl.contentView.frame == CGRect(x: 40, y: 0, width: 353, height: 44))
    }

    @Test func theTextLabelStartsAtTheRightMarginAndAlignsRight() throws {
        let ltr = try #require(disclosureCell(rightToLeft: false).textLabel)
        let rtl = try #require(disclosureCell(rightToLeft: true).textLabel)
        #expect(ltr.frame.minX == 16)
        // In the content view (x 40…393): its right edge 16 pt from the cell's right edge.
        #expect(abs(rtl.frame.maxX - (353 - 16)) < 0.001)
        #expect(abs(rtl.frame.minX - (353 - ltr.frame.maxX)) < 0.001)
        #expect(rtl.frame.width == ltr.frame.width)
        #expect(ltr.effectiveTextAlignment == .left)
        #expect(rtl.effectiveTextAlignment == .right)
    }

    @Test func theSeparatorInsetsLeftIsMeasuredFromTheRightEdge() {
        let ltr = disclosureCell(rightToLeft: false).separatorView.frame
        let rtl = disclosureCell(rightToLeft: true).separatorView.frame
        #expect(ltr.minX == 60 && ltr.maxX == 383)
        #expect(rtl.minX == 10 && rtl.maxX == 333)
        #expect(rtl == mirrored(ltr))
    }

    @Test func anAccessoryViewSitsAtTheLeftMargin() throws {
        func cell(rightToLeft: Bool) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessoryView = UISwitch()
            return laidOut(cell, rightToLeft: rightToLeft)
        }
        let ltr = try #require(cell(rightToLeft: false).accessoryView).frame
        let rtl = try #require(cell(rightToLeft: true).accessoryView).frame
        #expect(ltr.maxX == 377)
        #expect(rtl.minX == 16)
        #expect(rtl == mirrored(ltr))
    }

    func listCell(rightToLeft: Bool) throws -> (image: CGRect, text: CGRect, secondary: CGRect) {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.image = UIImage(systemName: "house.fill")
        cell.contentConfiguration = content
        _ = laidOut(cell, rightToLeft: rightToLeft)
        let view = try #require(cell.contentView.subviews.first { $0 is UIListContentView })
        let labels = view.subviews.compactMap { $0 as? UILabel }
        let text = try #require(labels.first { $0.text == "Wi-Fi" })
        let secondary = try #require(labels.first { $0.text == "Home" })
        let image = try #require(view.subviews.first { $0 is UIImageView })
        return (image.frame, text.frame, secondary.frame)
    }

    @Test func aListContentConfigurationLaysOutFromTheRight() throws {
        let ltr = try listCell(rightToLeft: false)
        let rtl = try listCell(rightToLeft: true)
        #expect(ltr.image.width > 0 && ltr.image.minX < ltr.text.minX)
        #expect(rtl.image == mirrored(ltr.image))
        #expect(rtl.text == mirrored(ltr.text))
        #expect(rtl.secondary == mirrored(ltr.secondary))
        // The image is rightmost, the secondary text at the left.
        #expect(rtl.image.maxX > rtl.text.maxX && rtl.secondary.maxX < rtl.text.minX)
    }
}

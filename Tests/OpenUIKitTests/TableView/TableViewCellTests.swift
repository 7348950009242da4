import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `UITableViewCell`'s styles lay out their built-in labels; the accessory narrows the content
/// view; selection shows the selected background; `prepareForReuse` clears the state.
@MainActor
@Suite struct TableViewCellTests {
    func laidOut(_ cell: UITableViewCell, width: CGFloat = 390) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func theDefaultStyleHasATextLabelAndNoDetail() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "c")
        #expect(cell.reuseIdentifier == "c")
        #expect(cell.detailTextLabel == nil)
        cell.textLabel?.text = "Wi-Fi"
        _ = laidOut(cell)
        let label = try #require(cell.textLabel)
        #expect(label.frame.minX == 16)
        #expect(label.frame.maxX == 374)
        #expect(abs(label.frame.midY - 22) < 0.5)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func anAccessoryNarrowsTheContentView() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Bluetooth"
        cell.detailTextLabel?.text = "On"
        cell.accessoryType = .disclosureIndicator
        _ = laidOut(cell)
        // 24 pt box, 16 pt from the edge.
        #expect(cell.contentView.frame.width == 350)
        #expect(cell.detailTextLabel?.frame.maxX == 350)
        #expect(cell.detailTextLabel?.textAlignment == .right)
        #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
    }

    @Test func theSubtitleStyleStacksTheLabelsAndSizesTheRow() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        _ = laidOut(cell, width: 390)
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(detail.frame.minY == text.frame.maxY)
        let needed = text.frame.height + detail.frame.height + 22
        #expect(cell.fittingHeight(width: 390) == max(44, needed.rounded(.up)))
    }

    @Test func selectionShowsTheSelectedBackgroundUnlessTheStyleIsNone() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.selectedBackgroundView?.backgroundColor == .systemGray4)
        #expect(cell.selectedBackgroundView?.alpha == 0)
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected && cell.selectedBackgroundView?.alpha == 1)
        cell.isSelected = false
        cell.selectionStyle = .none
        cell.isHighlighted = true
        #expect(cell.selectedBackgroundView?.alpha == 0)
        cell.prepareForReuse()
        #expect(!cell.isHighlighted && !cell.isSelected)
    }

    @Test func theSeparatorFollowsTheInsetAtTheBottom() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        _ = laidOut(cell)
        let hairline = 1 / UIScreen.main.scale
        #expect(
            cell.separatorView.frame
                == CGRect(
                    x: 60, y: 44 - hairline, width: 320, height: hairline))
    }
}

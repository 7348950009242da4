import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `UIListContentConfiguration` on a cell: its view fills the content view, lays out the texts
/// inside the margins and sizes a self-sizing row.
@MainActor
@Suite struct ListContentConfigurationTests {
    @Test func aSubtitleConfigurationStacksItsTextsInsideTheMargins() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "12 unread"
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 80)
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.first { $0 is UIListContentView })
        let list = try #require(view as? UIListContentView)
        #expect(view.frame == cell.contentView.bounds)
        #expect(list.textLabel.frame.minX == 16)
        #expect(list.secondaryTextLabel.frame.minY == list.textLabel.frame.maxY + 3)
        #expect(list.secondaryTextLabel.font.pointSize == 15)
        #expect(list.secondaryTextLabel.textColor == .secondaryLabel)
        let texts = list.textLabel.frame.height + 3 + list.secondaryTextLabel.frame.height
        #expect(cell.fittingHeight(width: 390) == (texts + 22).rounded(.up))
        // Centred in the row.
        #expect(abs(list.textLabel.frame.minY - (80 - texts) / 2) < 0.01)
    }

    @Test func aConfigurationOfTheSameTypeUpdatesTheViewInPlace() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        let first = try #require(cell.contentView.subviews.first { $0 is UIListContentView })
        content.secondaryText = "Office"
        cell.contentConfiguration = content
        let second = try #require(cell.contentView.subviews.first { $0 is UIListContentView })
        #expect(first === second)
        #expect((second as? UIListContentView)?.secondaryTextLabel.text == "Office")
        #expect((second as? UIListContentView)?.secondaryTextLabel.textAlignment == .right)
        cell.contentConfiguration = nil
        #expect(!cell.contentView.subviews.contains { $0 is UIListContentView })
    }

    @Test func aOneLineConfigurationKeepsTheStandardRow() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.cell()
        content.text = "General"
        cell.contentConfiguration = content
        #expect(cell.fittingHeight(width: 390) == 44)
    }
}

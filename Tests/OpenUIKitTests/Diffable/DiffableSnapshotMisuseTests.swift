import Foundation
import OpenUIKit
import Testing

/// Snapshots built wrongly stop with UIKit's exception texts (Docs/Behaviour-lists.md,
/// "Diffable data sources").
@Suite struct DiffableSnapshotMisuseTests {
    @Test func repeatedItemIdentifiersStopWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["Apple", "Pear", "Apple"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n"
                    + "    Apple\n)}"))
    }

    @Test func itemsAppendedWithNoSectionStopWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendItems(["Apple"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "There are currently no sections in the data source. Please add a section first."
            ))
    }

    @Test func aSectionAppendedTwiceStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var s = NSDiffableDataSourceSnapshot<String, Int>()
            s.appendSections(["main"])
            s.appendSections(["main"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Diffable data source detected an attempt to insert or append 1 section "
                    + "identifier that already exists in the snapshot."))
    }

    @Test func reloadingAnItemThatIsNotThereStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.reloadItems(["Quince"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Attempted to reload item identifier that does not exist in the snapshot: Quince"))
    }

    @Test func anUnknownSectionStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            let s = NSDiffableDataSourceSnapshot<Int, String>()
            _ = s.numberOfItems(inSection: 3)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Section identifier was not found."))
    }
}

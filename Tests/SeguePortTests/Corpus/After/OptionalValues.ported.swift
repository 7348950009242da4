// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/OptionalValues.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/OptionalValues.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

protocol SheetSizing: NSObjectProtocol, AnyObject {
    func preferredHeight(for width: CGFloat) -> CGFloat?
    func title(for host: SheetHost) -> String?
    func sheetDidResize(_ host: SheetHost)
}; extension SheetSizing { func preferredHeight(for width: CGFloat) -> CGFloat? { nil }; func title(for host: SheetHost) -> String? { nil } }

final class SheetHost: NSObject {
    weak var sizing: SheetSizing?

    func height(for width: CGFloat) -> CGFloat {
        let height = sizing?.preferredHeight(for: width) ?? 300
        sizing?.sheetDidResize(self)
        return height
    }

    func title() -> String {
        (sizing?.title(for: self) ?? nil) ?? "Sheet"
    }

    func requiredHeight(for width: CGFloat) -> CGFloat {
        sizing!.preferredHeight(for: width)!
    }
}

final class PhotoSizing: NSObject, SheetSizing {
    var resizes = 0

    func preferredHeight(for width: CGFloat) -> CGFloat? {
        width * 0.75
    }

    func sheetDidResize(_ host: SheetHost) {
        resizes += 1
    }
}

final class PlainSizing: NSObject {}

extension PlainSizing: SheetSizing {
    func title(for host: SheetHost) -> String? {
        "Plain"
    }

    func sheetDidResize(_ host: SheetHost) {}
}
#sourceLocation()

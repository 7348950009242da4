// swift-format-ignore-file
import UIKit

@objc protocol SheetSizing: NSObjectProtocol {
    @objc optional func preferredHeight(for width: CGFloat) -> CGFloat
    @objc optional func title(for host: SheetHost) -> String?
    func sheetDidResize(_ host: SheetHost)
}

final class SheetHost: NSObject {
    weak var sizing: SheetSizing?

    func height(for width: CGFloat) -> CGFloat {
        let height = sizing?.preferredHeight?(for: width) ?? 300
        sizing?.sheetDidResize(self)
        return height
    }

    func title() -> String {
        (sizing?.title?(for: self) ?? nil) ?? "Sheet"
    }

    func requiredHeight(for width: CGFloat) -> CGFloat {
        sizing!.preferredHeight!(for: width)
    }
}

final class PhotoSizing: NSObject, SheetSizing {
    var resizes = 0

    func preferredHeight(for width: CGFloat) -> CGFloat {
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

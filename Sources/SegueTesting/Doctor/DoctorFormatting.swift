import Foundation
@_spi(Testing) import OpenQuartzCore

/// How the doctor writes names, times and geometry in its messages.
func typeName(_ object: AnyObject) -> String { String(describing: type(of: object)) }

func seconds(_ t: TimeInterval) -> String { String(format: "%.2f s", t) }

func number(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }

func rect(_ r: CGRect) -> String {
    "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
}

func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5
        && abs(a.height - b.height) <= 0.5
}

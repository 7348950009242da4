import Foundation

/// Apple's format for an object's `description`: `<MyApp.DetailViewController: 0x600000c04000>`.
///
/// The class name is module-qualified for app classes, as `NSStringFromClass` gives it for a
/// Swift class on Apple platforms, and bare for the engine's own UIKit and Core Animation classes
/// (`<UIView: 0x…>`, not `<OpenUIKit.UIView: 0x…>`); the address is `%p`-style, lowercase
/// without padding. `details` go after the address, separated by `; `, as UIView's do.
func appleObjectDescription(_ object: AnyObject, details: [String] = []) -> String {
    let address = String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    let head = "<\(appleClassName(type(of: object))): 0x\(address)"
    return details.isEmpty ? head + ">" : head + "; " + details.joined(separator: "; ") + ">"
}

/// The name Apple's runtime shows for `type`: bare for UIKit's and Core Animation's classes,
/// `Module.Name` for everyone else's.
func appleClassName(_ type: AnyClass) -> String {
    let full = String(reflecting: type)
    for module in ["OpenUIKit.", "OpenQuartzCore."] where full.hasPrefix(module) {
        return String(full.dropFirst(module.count))
    }
    return full
}

/// A number as UIKit's descriptions print it (`%g`: `390`, `20.5`).
func appleNumber(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
}

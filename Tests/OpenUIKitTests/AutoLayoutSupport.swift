import Foundation

@testable import OpenUIKit

/// A 300 × 400 container with no window, the root of its own Auto Layout engine.
@MainActor
func layoutContainer() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400)) }

/// A subview of `parent` ready for constraints (`translatesAutoresizingMaskIntoConstraints` off).
@MainActor
func constrainedSubview(of parent: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}

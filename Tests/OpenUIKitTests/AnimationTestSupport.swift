import Foundation

@testable import OpenUIKit

/// The presented x of `v`'s layer position (its centre, for an untransformed view), at the current
/// virtual time.
@MainActor
func presentedX(_ v: UIView) -> Double { Double(v.layer.presentation()!.position.x) }

/// A 20 × 20 view centred at (0, 10): the view the animation suites move along x.
@MainActor
func movingView() -> UIView { UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20)) }

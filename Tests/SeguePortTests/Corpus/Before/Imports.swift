// swift-format-ignore-file
import CoreGraphics
import QuartzCore
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A recognizer subclass, which on iOS imports UIGestureRecognizerSubclass for its setters.
final class HoldStillRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
    }

    var corner: CGFloat { 12 }
    var shadowLayer: CALayer { CALayer() }
}

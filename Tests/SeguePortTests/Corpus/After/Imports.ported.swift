// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/Imports.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/Imports.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit
import OpenUIKit
import OpenUIKit
import OpenUIKit

/// A recognizer subclass, which on iOS imports UIGestureRecognizerSubclass for its setters.
final class HoldStillRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
    }

    var corner: CGFloat { 12 }
    var shadowLayer: CALayer { CALayer() }
}
#sourceLocation()

#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

extension SegueGestureDriver {
    /// The recognizer for the gesture, calling `handle(_:)`: target–action on iOS, the closure
    /// form on Linux (OpenUIKit has no Objective-C runtime for `#selector`).
    func makeRecognizer() -> UIGestureRecognizer {
        #if canImport(UIKit)
            let action = #selector(handleGesture(_:))
            switch gesture {
            case .edgePan(let edge):
                let pan = UIScreenEdgePanGestureRecognizer(target: self, action: action)
                pan.edges = edge == .left ? .left : .right
                return pan
            case .pan, .horizontalPan:
                return UIPanGestureRecognizer(target: self, action: action)
            case .pinch:
                return UIPinchGestureRecognizer(target: self, action: action)
            }
        #else
            switch gesture {
            case .edgePan(let edge):
                let pan = UIScreenEdgePanGestureRecognizer { [weak self] in self?.handle($0) }
                pan.edges = edge == .left ? .left : .right
                return pan
            case .pan, .horizontalPan:
                return UIPanGestureRecognizer { [weak self] in self?.handle($0) }
            case .pinch:
                return UIPinchGestureRecognizer { [weak self] in self?.handle($0) }
            }
        #endif
    }

    #if canImport(UIKit)
        @objc private func handleGesture(_ recognizer: UIGestureRecognizer) {
            handle(recognizer)
        }
    #endif
}

import Foundation

/// Everything the renderer needs from one layer, with presentation values at the current time.
package struct LayerRenderState {
    package var bounds: CGRect
    package var position: CGPoint
    package var anchorPoint: CGPoint
    var anchorPointZ: CGFloat
    package var zPosition: CGFloat
    package var transform: CATransform3D
    package var sublayerTransform: CATransform3D
    package var opacity: Float
    package var isHidden: Bool
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat
    package var maskedCorners: CACornerMask
    package var masksToBounds: Bool
    package var borderWidth: CGFloat
    package var borderColor: CGColor?
    package var shadowColor: CGColor?
    package var shadowOpacity: Float
    package var shadowOffset: CGSize
    package var shadowRadius: CGFloat
    package var shadowPath: CGPath?
    package var contents: Any?
    package var contentsGravity: CALayerContentsGravity
    package var contentsRect: CGRect
    package var contentsScale: CGFloat
    package var isDoubleSided: Bool
    package var allowsGroupOpacity: Bool

    /// The matrix from the layer's coordinates to its superlayer's (before the superlayer's
    /// `sublayerTransform`), row-vector convention: `CALayer.matrixToParent` with these values.
    package var matrixToParent: CATransform3D {
        CALayer.matrixToParent(
            bounds: bounds, position: position, zPosition: zPosition, anchorPoint: anchorPoint,
            anchorPointZ: anchorPointZ, transform: transform)
    }

    /// The anchor point in the layer's own coordinates.
    package var anchorInBounds: CGPoint {
        CALayer.anchorInBounds(bounds: bounds, anchorPoint: anchorPoint)
    }
}

extension CALayer {
    /// The layer's state as presented now: model values, overridden by attached animations.
    package func renderState() -> LayerRenderState {
        var s = LayerRenderState(
            bounds: _bounds, position: _position, anchorPoint: _anchorPoint,
            anchorPointZ: _anchorPointZ,
            zPosition: _zPosition, transform: _transform, sublayerTransform: _sublayerTransform,
            opacity: _opacity,
            isHidden: _isHidden, backgroundColor: _backgroundColor, cornerRadius: _cornerRadius,
            maskedCorners: maskedCorners, masksToBounds: masksToBounds, borderWidth: _borderWidth,
            borderColor: _borderColor, shadowColor: _shadowColor, shadowOpacity: _shadowOpacity,
            shadowOffset: _shadowOffset, shadowRadius: _shadowRadius, shadowPath: shadowPath,
            contents: _contents,
            contentsGravity: contentsGravity, contentsRect: _contentsRect,
            contentsScale: contentsScale,
            isDoubleSided: isDoubleSided, allowsGroupOpacity: allowsGroupOpacity)
        guard !animationEntries.isEmpty else { return s }
        var keys: [String] = []
        for e in animationEntries {
            for k in e.affectedKeys where !keys.contains(k) { keys.append(k) }
        }
        for key in keys {
            guard let v = presentationValue(forKey: key) else { continue }
            switch (key, v) {
            case ("bounds", .rect(let r)): s.bounds = r
            case ("position", .point(let p)): s.position = p
            case ("anchorPoint", .point(let p)): s.anchorPoint = p
            case ("anchorPointZ", .number(let n)): s.anchorPointZ = CGFloat(n)
            case ("zPosition", .number(let n)): s.zPosition = CGFloat(n)
            case ("transform", .transform(let t)): s.transform = t
            case ("sublayerTransform", .transform(let t)): s.sublayerTransform = t
            case ("opacity", .number(let n)): s.opacity = Float(min(max(n, 0), 1))
            case ("hidden", .number(let n)): s.isHidden = n >= 0.5
            case ("backgroundColor", .color(let c)): s.backgroundColor = c
            case ("cornerRadius", .number(let n)): s.cornerRadius = CGFloat(max(n, 0))
            case ("borderWidth", .number(let n)): s.borderWidth = CGFloat(max(n, 0))
            case ("borderColor", .color(let c)): s.borderColor = c
            case ("shadowColor", .color(let c)): s.shadowColor = c
            case ("shadowOpacity", .number(let n)): s.shadowOpacity = Float(min(max(n, 0), 1))
            case ("shadowOffset", .size(let z)): s.shadowOffset = z
            case ("shadowRadius", .number(let n)): s.shadowRadius = CGFloat(max(n, 0))
            case ("shadowPath", .path(let p)): s.shadowPath = p
            case ("contentsRect", .rect(let r)): s.contentsRect = r
            case ("contents", .discrete(let c)): s.contents = c
            default: break
            }
        }
        return s
    }

    /// The sublayers (renderer use; the array itself, not nil when empty).
    package var sublayerArray: [CALayer] { _sublayers }

    /// The `CATransition` in effect on this layer now, with its progress, if any.
    package func activeTransition() -> (transition: CATransition, progress: Double)? {
        guard !animationEntries.isEmpty else { return nil }
        let local = localTime(atGlobal: MediaClock.shared.now)
        for e in animationEntries.reversed() {
            if let t = e.animation as? CATransition,
                !t.hasFinished || t.fillMode == .forwards || t.fillMode == .both,
                let p = t.progress(atLocalTime: local)
            {
                return (t, p)
            }
        }
        return nil
    }
}

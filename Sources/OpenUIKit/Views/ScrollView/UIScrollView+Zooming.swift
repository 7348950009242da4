import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIScrollView {
    func zoomTo(scale: CGFloat, animated: Bool) {
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard let view = zoomView else { return }
        if animated {
            UIView.animate(withDuration: ScrollPhysics.animatedScrollDuration) {
                self.applyZoom(target, to: view, keeping: nil)
            } completion: { _ in
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: target)
            }
        } else {
            applyZoom(target, to: view, keeping: nil)
        }
    }

    func zoomTo(rect: CGRect, animated: Bool) {
        guard let view = zoomView, rect.width > 0, rect.height > 0 else { return }
        let scale = min(
            max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale),
            maximumZoomScale)
        let change = {
            self.applyZoom(scale, to: view, keeping: nil)
            let offset = CGPoint(
                x: rect.midX * scale - self.bounds.width / 2,
                y: rect.midY * scale - self.bounds.height / 2)
            self.setOffset(self.clamped(offset))
        }
        if animated {
            UIView.animate(withDuration: ScrollPhysics.animatedScrollDuration, animations: change)
        } else {
            change()
        }
    }

    /// The delegate's zoom view, when zooming is possible.
    var zoomView: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.superview === self else {
            return nil
        }
        return view
    }

    /// Scales `view` to `scale`; with `anchor` (a point of the zoom view at `location` in the
    /// scroll view's frame), keeps that point under that location.
    func applyZoom(_ scale: CGFloat, to view: UIView, keeping anchor: (CGPoint, CGPoint)?) {
        storedZoomScale = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        if let (point, location) = anchor {
            setOffset(CGPoint(x: point.x * scale - location.x, y: point.y * scale - location.y))
        }
        delegate?.scrollViewDidZoom(self)
    }

    /// Adds the pinch when the scales allow zooming, removes it when they do not.
    func updatePinchRecognizer() {
        if maximumZoomScale > minimumZoomScale, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer { [weak self] g in self?.handlePinch(g) }
            pinch.name = "UIScrollViewPinchGestureRecognizer"
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if maximumZoomScale <= minimumZoomScale, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// A pinch scales the zoom view about the fingers' centre, rubber-banded past the limits
    /// when `bouncesZoom`; on release the scale returns inside them.
    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomView else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            let location = pinch.location(in: self)
            let inFrame = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
            let anchor = CGPoint(x: location.x / zoomScale, y: location.y / zoomScale)
            pinchStart = (zoomScale, anchor, inFrame)
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = pinchStart else { return }
            applyZoom(
                banded(start.scale * pinch.scale), to: view, keeping: (start.anchor, start.location)
            )
        case .ended, .cancelled, .failed:
            isZooming = false
            pinchStart = nil
            let target = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            guard target != zoomScale else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: target)
                return
            }
            isZoomBouncing = true
            UIView.animate(withDuration: ScrollPhysics.animatedScrollDuration) {
                self.applyZoom(target, to: view, keeping: nil)
                self.setOffset(self.clamped(self.contentOffset))
            } completion: { _ in
                self.isZoomBouncing = false
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: target)
            }
        default:
            break
        }
    }

    /// A pinched scale past the limits, halved in its excess ratio when `bouncesZoom` (clamped
    /// otherwise).
    private func banded(_ scale: CGFloat) -> CGFloat {
        if scale > maximumZoomScale {
            return bouncesZoom
                ? maximumZoomScale * sqrt(scale / maximumZoomScale) : maximumZoomScale
        }
        if scale < minimumZoomScale {
            return bouncesZoom
                ? minimumZoomScale * sqrt(scale / minimumZoomScale) : minimumZoomScale
        }
        return scale
    }
}

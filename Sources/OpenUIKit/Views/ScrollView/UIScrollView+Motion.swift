import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIScrollView {
    /// Starts `motion`, stepped once per frame of the virtual clock by a display link.
    func startMotion(_ motion: ScrollMotion) {
        stopMotion()
        self.motion = motion
        showIndicators()
        let link = CADisplayLink { [weak self] _ in self?.stepMotion() }
        motionLink = link
        link.add(to: .main, forMode: .common)
        MovingScrollViews.shared.started(self)
    }

    /// Stops the motion where it is, announcing nothing.
    func stopMotion() {
        motionLink?.invalidate()
        motionLink = nil
        motion = nil
        MovingScrollViews.shared.stopped(self)
    }

    /// One frame of the motion: the new offset, then the end when every axis rests.
    private func stepMotion() {
        guard let motion else { return }
        let now = CACurrentMediaTime()
        switch motion {
        case .animated(let from, let to, let start):
            let duration = ScrollPhysics.animatedScrollDuration
            let t = min(1, (now - start) / duration)
            let f = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: t))
            setOffset(CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
            if t >= 1 {
                stopMotion()
                hideIndicatorsSoon()
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        case .decelerating(let x, let y):
            let (vx, nx) = x.step(at: now)
            let (vy, ny) = y.step(at: now)
            self.motion = .decelerating(x: nx, y: ny)
            setOffset(CGPoint(x: vx, y: vy))
            if nx.isResting && ny.isResting {
                stopMotion()
                isDecelerating = false
                hideIndicatorsSoon()
                delegate?.scrollViewDidEndDecelerating(self)
            }
        }
    }
}

extension UIScrollView {
    /// Moves the content's coordinates by `dy` without moving what shows (content above the view
    /// turned out taller or shorter): the offset follows, and so do a drag's start and a motion's
    /// positions, so a finger or a deceleration carries on from the same place on screen.
    func shiftContent(byY dy: CGFloat) {
        guard dy != 0 else { return }
        if var start = dragStart {
            start.offset.y += dy
            dragStart = start
        }
        switch motion {
        case .animated(let from, let to, let start):
            motion = .animated(
                from: CGPoint(x: from.x, y: from.y + dy), to: CGPoint(x: to.x, y: to.y + dy),
                start: start)
        case .decelerating(let x, let y):
            motion = .decelerating(x: x, y: y.shifted(by: dy))
        case nil:
            break
        }
        setOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + dy))
    }
}

// swift-format-ignore-file
import UIKit

/// Drives a spring by hand, one display frame at a time.
@MainActor final class SpringDriver: NSObject {
    private var link: CADisplayLink?
    private(set) var frames = 0

    func start() {
        link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link?.add(to: .main, forMode: .common)
    }

    @objc private func step(_ link: CADisplayLink) {
        frames += 1
        if frames == 30 { link.invalidate() }
    }
}

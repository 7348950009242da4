// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/DisplayLink.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/DisplayLink.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

/// Drives a spring by hand, one display frame at a time.
@MainActor final class SpringDriver: NSObject {
    private var link: CADisplayLink?
    private(set) var frames = 0

    func start() {
        link = CADisplayLink(handler: { link in self.step(link) })
        link?.add(to: .main, forMode: .common)
    }

    private func step(_ link: CADisplayLink) {
        frames += 1
        if frames == 30 { link.invalidate() }
    }
}
#sourceLocation()

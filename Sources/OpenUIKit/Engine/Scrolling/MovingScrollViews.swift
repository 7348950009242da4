import Foundation
@_spi(Testing) import OpenQuartzCore

/// The scroll views whose content is moving without a finger (decelerating, bouncing back, an
/// animated scroll): pending work for `runUntilIdle`, each named for its view, until it rests.
@MainActor
final class MovingScrollViews {
    static let shared = MovingScrollViews()
    private var views: [ObjectIdentifier: Weak] = [:]
    private var reporterInstalled = false

    private struct Weak {
        weak var view: UIScrollView?
    }

    func started(_ view: UIScrollView) {
        EngineWorld.willChange()
        if !reporterInstalled {
            reporterInstalled = true
            MainRunLoop.shared.addPendingWorkReporter { [unowned self] in self.pendingLines() }
        }
        views[ObjectIdentifier(view)] = Weak(view: view)
    }

    func stopped(_ view: UIScrollView) {
        views[ObjectIdentifier(view)] = nil
    }

    private func pendingLines() -> [String] {
        views.values.compactMap(\.view).filter { $0.motion != nil }.map {
            "\(uikitName($0)) is scrolling (contentOffset \($0.contentOffset))"
        }
    }

    /// Stops every motion where it is, announcing nothing (`EngineWorld.discard()`).
    func discardAll() {
        for view in views.values.compactMap(\.view) { view.stopMotion() }
        views.removeAll()
    }
}

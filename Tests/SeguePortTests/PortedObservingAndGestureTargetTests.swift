@_spi(Testing) import OpenUIKit
import Testing

/// The after files of the corpus's string-keyed key-value observing and target-less gesture
/// recognizers do what their iOS originals do.
@MainActor
@Suite(.serialized) struct PortedObservingAndGestureTargetTests {
    @Test func theSheetsObserveValueGetsOldAndNewValuesInOrderUntilRemoved() {
        let sheet = SelfSizingSheetViewController()
        sheet.loadViewIfNeeded()
        #expect(sheet.hiddenChanges == [false], "`.initial` sends the value at once")
        sheet.tableView.contentSize = CGSize(width: 390, height: 1200)
        sheet.tableView.contentOffset = CGPoint(x: 0, y: 40)
        sheet.tableView.contentSize = CGSize(width: 390, height: 800)
        sheet.tableView.contentOffset = CGPoint(x: 0, y: 100)
        sheet.tableView.isHidden = true
        #expect(sheet.heights == [1200, 800])
        #expect(sheet.offsets == ["0.0 → 40.0", "40.0 → 100.0"])
        #expect(sheet.hiddenChanges == [false, true])
        sheet.stopObserving()
        sheet.tableView.contentSize = CGSize(width: 390, height: 500)
        sheet.tableView.contentOffset = .zero
        sheet.tableView.isHidden = false
        #expect(sheet.heights == [1200, 800])
        #expect(sheet.offsets.count == 2)
        #expect(sheet.hiddenChanges == [false, true, false], "only what was removed stops")
    }

    @Test func anNSObjectObserverGetsThePriorNotificationBeforeTheChange() {
        let layer = CALayer()
        let watcher = CornerWatcher(layer: layer)
        layer.cornerRadius = 12
        #expect(watcher.radii == ["prior 0.0 -", "after 0.0 12.0"])
        watcher.stop()
        layer.cornerRadius = 4
        #expect(watcher.radii.count == 2)
    }

    @Test func aRecognizerMadeWithoutATargetRunsTheActionAddedLaterUntilRemoved() {
        let window = UIWindow()
        let controller = DoubleTapZoomController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        window.touchSynthesizer.tap(at: CGPoint(x: 200, y: 400), numberOfTaps: 2)
        UIApplication.shared.runUntilIdle()
        #expect(controller.zooms == 1)
        controller.disableZoom()
        window.touchSynthesizer.tap(at: CGPoint(x: 200, y: 400), numberOfTaps: 2)
        UIApplication.shared.runUntilIdle()
        #expect(controller.zooms == 1, "removeTarget(nil, action: nil) removed every action")
        window.isHidden = true
    }
}

import Foundation
@_spi(Testing) import OpenQuartzCore

/// The interface's autorotation, as UIKit runs it when the device turns
/// (Docs/Behaviour-devices.md, "Rotation").
///
/// The controller that decides (the key window's root, or the topmost controller presented over
/// full screen) must support the orientation (`supportedInterfaceOrientations`) and allow it
/// (`shouldAutorotate`). Then, for each window that fills the screen: `willTransition(to:with:)`
/// when the traits change, then `viewWillTransition(to:with:)`, each to the root (which forwards
/// to its children) and then to each presented controller, root first; then, in one animation
/// block of the rotation's duration (ease in-out): the screen's orientation, the window's
/// bounds, safe area and traits change (`traitCollectionDidChange(_:)`, parents first), the
/// presented views take their presentation controllers' frames, the views are laid out and the
/// coordinator's alongside animations run; its completions run when the duration has passed.
/// A rotation asked for while a view-controller transition runs (or another rotation) waits
/// until it has ended.
@MainActor
enum InterfaceRotation {
    /// The duration of a quarter turn, in seconds (a half turn takes twice as long).
    static let quarterTurnDuration: TimeInterval = 0.4

    /// The orientation to rotate to once the transitions in flight end.
    private static var pending: UIInterfaceOrientation?
    /// Whether a rotation (or a window resize) is animating.
    private(set) static var isRotating = false

    /// Rotates the interface to `orientation` now, or once the transitions in flight end.
    static func request(_ orientation: UIInterfaceOrientation) {
        EngineWorld.willChange()
        if isRotating || !RunningTransitions.shared.isEmpty {
            pending = orientation
            return
        }
        pending = nil
        rotate(to: orientation)
    }

    /// A view-controller transition (or a rotation) ended: runs the rotation that waited, on the
    /// next run-loop turn, if nothing else is in flight.
    static func transitionDidEnd() {
        guard pending != nil else { return }
        MainRunLoop.perform {
            guard let orientation = pending, !isRotating, RunningTransitions.shared.isEmpty
            else { return }
            pending = nil
            rotate(to: orientation)
        }
    }

    /// Forgets a waiting rotation (see `EngineWorld.discard()`).
    static func discard() {
        pending = nil
        isRotating = false
    }

    /// The controller whose supported orientations decide: the topmost controller presented
    /// over full screen from the key window's root, else the root.
    static func decidingController() -> UIViewController? {
        guard
            let root = (UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first)?
                .rootViewController
        else { return nil }
        var decider = root
        var vc = root
        while let presented = vc.presentedViewController {
            if let pc = presented._presentationController, pc.shouldPresentInFullscreen,
                pc.presentationStyle == .fullScreen || pc.presentationStyle == .overFullScreen
            {
                decider = presented
            }
            vc = presented
        }
        return decider
    }

    private static func rotate(to orientation: UIInterfaceOrientation) {
        let screen = UIScreen.main
        let old = screen.interfaceOrientation
        guard orientation != old, orientation != .unknown else { return }
        if let decider = decidingController() {
            guard decider.supportedInterfaceOrientations.contains(orientation.mask),
                decider.shouldAutorotate
            else { return }
        }
        let oldBounds = screen.bounds
        let landscape = orientation.isLandscape
        let newSize = screen.device.size(landscape: landscape)
        let turn = remainder(angle(of: old) - angle(of: orientation), 2 * .pi)
        let duration = quarterTurnDuration * (abs(turn) > .pi * 0.75 ? 2 : 1)
        let transform = CGAffineTransform(rotationAngle: turn)
        let windows = UIApplication.shared.windows.filter {
            $0.frame == oldBounds && $0.safeAreaOverride == nil
        }
        let newTraits = UITraitCollection(traitsFrom: [
            screen.device.traits(landscape: landscape),
            UITraitCollection(displayScale: screen.scale),
        ])
        resize(
            windows, to: newSize, duration: duration, transform: transform,
            traits: { window in
                window.traitOverride.map { UITraitCollection(traitsFrom: [newTraits, $0]) }
                    ?? newTraits
            },
            change: { screen.interfaceOrientation = orientation })
    }

    /// Resizes a window that does not fill the screen to `size`, as iPadOS does to an app's
    /// window in Split View or Stage Manager: the callbacks and animation of a rotation, without
    /// turning (Docs/Behaviour-devices.md, "Window resizing"). On an iPad the width is regular
    /// from `regularWidthOnPad` points, compact below; a phone keeps its width class.
    static func resize(_ window: UIWindow, to size: CGSize) {
        EngineWorld.willChange()
        guard size != window.bounds.size, size.width > 0, size.height > 0 else { return }
        let screen = UIScreen.main
        let fills = size == screen.bounds.size
        var override = window.traitOverride
        if screen.device.idiom == .pad {
            override = UITraitCollection(traitsFrom: [
                override ?? UITraitCollection(),
                UITraitCollection(
                    horizontalSizeClass: size.width >= regularWidthOnPad ? .regular : .compact),
            ])
        }
        if fills { override = nil }
        let newTraits = UITraitCollection(traitsFrom: [.current, override ?? UITraitCollection()])
        resize(
            [window], to: size, duration: quarterTurnDuration, transform: .identity,
            traits: { _ in newTraits }, change: { window.traitOverride = override })
    }

    /// The narrowest iPad window with a regular width, in points: every Split View width
    /// swift-snapshot-testing's presets give a regular width is at least 678 pt (half of the
    /// 12.9-inch in landscape), every compact one at most 639 pt (two thirds of it in portrait).
    static let regularWidthOnPad: CGFloat = 678

    /// The rotation's (and a resize's) steps for `windows`: the trait and size callbacks with a
    /// coordinator of `duration`, then, in one animation block, `change`, the windows' new
    /// bounds and safe areas, `traitCollectionDidChange(_:)`, the presented views' frames, the
    /// layout and the alongside animations; the completions when `duration` has passed.
    private static func resize(
        _ windows: [UIWindow], to newSize: CGSize, duration: TimeInterval,
        transform: CGAffineTransform, traits: (UIWindow) -> UITraitCollection,
        change: @escaping () -> Void
    ) {
        var coordinators: [RotationCoordinator] = []
        for window in windows {
            guard let root = window.rootViewController else { continue }
            let coordinator = RotationCoordinator(
                window: window, duration: duration, targetTransform: transform)
            coordinators.append(coordinator)
            var newTraits = root.traitCollection
            newTraits.specify(traits(window))
            if newTraits != root.traitCollection {
                tellTraits(root, newTraits, coordinator)
            }
            tellSize(root, newSize, coordinator)
            TraitPropagation.prime(from: window)
        }
        isRotating = true
        UIView.animate(
            withDuration: duration, delay: 0, options: [],
            animations: {
                change()
                for window in windows {
                    window.frame = CGRect(origin: window.frame.origin, size: newSize)
                    // The root's view fills the window by its bounds and centre, whatever
                    // transform a sheet gave it (autoresizing reads the transformed frame).
                    if let v = window.rootViewController?.viewIfLoaded, v.superview === window {
                        v.bounds = CGRect(origin: v.bounds.origin, size: newSize)
                        v.center = CGPoint(x: newSize.width / 2, y: newSize.height / 2)
                    }
                    window.rootViewController?.safeAreaDidChange()
                }
                for window in windows { TraitPropagation.update(from: window) }
                for window in windows {
                    layOutPresentations(from: window.rootViewController)
                    window.layoutIfNeeded()
                }
                for coordinator in coordinators { coordinator.runAnimations() }
            })
        MainRunLoop.perform(after: duration) {
            isRotating = false
            for coordinator in coordinators { coordinator.runCompletions() }
            transitionDidEnd()
        }
    }

    /// `willTransition(to:with:)` to `root` (which forwards to its children) and to each
    /// controller presented from it, with the traits each will have; each presentation adapts
    /// to them again after its presentation controller is told (`PresentationReadaptation`).
    private static func tellTraits(
        _ root: UIViewController, _ traits: UITraitCollection, _ coordinator: RotationCoordinator
    ) {
        trace(root, "willTransition(to:with:)")
        root.willTransition(to: traits, with: coordinator)
        var vc = root
        while let presented = vc.presentedViewController, presented.presentingViewController === vc
        {
            if let pc = presented._presentationController {
                trace(pc, "willTransition(to:with:)")
                pc.willTransition(to: traits, with: coordinator)
            }
            let shown = PresentationReadaptation.readapt(
                presented, by: vc, to: traits, coordinator: coordinator)
            trace(shown, "willTransition(to:with:)")
            shown.willTransition(to: traits, with: coordinator)
            vc = shown
        }
    }

    /// `viewWillTransition(to:with:)` to `root` (which forwards to its children) and to each
    /// controller presented from it: the presentation controller with the window's size, the
    /// presented controller with the size its presentation controller gives it.
    private static func tellSize(
        _ root: UIViewController, _ size: CGSize, _ coordinator: RotationCoordinator
    ) {
        trace(root, "viewWillTransition(to:with:)")
        root.viewWillTransition(to: size, with: coordinator)
        var vc = root
        while let presented = vc.presentedViewController, presented.presentingViewController === vc
        {
            var presentedSize = size
            if let pc = presented._presentationController {
                trace(pc, "viewWillTransition(to:with:)")
                pc.viewWillTransition(to: size, with: coordinator)
                presentedSize = pc.size(
                    forChildContentContainer: presented, withParentContainerSize: size)
            }
            trace(presented, "viewWillTransition(to:with:)")
            presented.viewWillTransition(to: presentedSize, with: coordinator)
            vc = presented
        }
    }

    /// The presented views of the engine's own presentation styles take their presentation
    /// controllers' frames in the resized containers, and their chrome follows the new traits (a
    /// custom presentation controller sets its own, in `containerViewWillLayoutSubviews()`, as in
    /// UIKit).
    private static func layOutPresentations(from root: UIViewController?) {
        var vc = root
        while let presenter = vc, let presented = presenter.presentedViewController,
            presented.presentingViewController === presenter
        {
            if let pc = presented._presentationController, pc.presentationStyle != .custom,
                let container = pc.containerView
            {
                container.layoutIfNeeded()
                pc.presentedView?.frame = pc.frameOfPresentedViewInContainerView
                pc.interfaceDidRotate()
            }
            vc = presented
        }
    }

    /// The interface's angle from portrait, in radians (clockwise positive, as UIKit's
    /// coordinates).
    private static func angle(of orientation: UIInterfaceOrientation) -> CGFloat {
        switch orientation {
        case .portrait, .unknown: 0
        case .landscapeLeft: -.pi / 2
        case .landscapeRight: .pi / 2
        case .portraitUpsideDown: .pi
        }
    }
}

import Foundation

extension CALayer {
    static var layersNeedingLayout: [CALayer] = [] {
        didSet { if layersNeedingLayout.count < oldValue.count { layersNeedingLayoutShrinks += 1 } }
    }
    /// How many times entries left `layersNeedingLayout` (so positions in it changed).
    static var layersNeedingLayoutShrinks = 0
    /// Layers whose `display()` is due, in the order they asked; displayed after layout.
    static var layersNeedingDisplay: [CALayer] = []
    static var layoutObserverInstalled = false

    /// Work the layout pass runs before laying layers out, when ``setNeedsLayoutPrelude()``
    /// asked for it: OpenUIKit brings its Auto Layout engines up to date there (UIKit's
    /// constraint pass), and the views whose frames change ask for layout.
    package static var layoutPrelude: (@MainActor () -> Void)?
    private static var needsLayoutPrelude = false

    /// Asks the next layout pass to run ``layoutPrelude`` first, without asking any layer for
    /// layout.
    package static func setNeedsLayoutPrelude() {
        needsLayoutPrelude = true
        installLayoutObserver()
    }

    /// Whether the layout pass has anything to do: the prelude, layout or display.
    package static var needsLayoutPass: Bool {
        needsLayoutPrelude || !layersNeedingLayout.isEmpty || !layersNeedingDisplay.isEmpty
    }

    /// Whether layout is held back to the next run-loop turn (a layout feedback loop).
    package static var hasHeldLayout: Bool { !LayoutFeedbackLoop.held.isEmpty }

    /// A new run-loop turn: the per-turn layout counts start again (``LayoutFeedbackLoop``).
    package static func beginLayoutTurn() { LayoutFeedbackLoop.beginTurn() }

    /// Marks the layer as needing layout; the run loop's layout phase calls `layoutSublayers()`.
    public func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        CALayer.layersNeedingLayout.append(self)
        CALayer.installLayoutObserver()
    }

    /// Whether `setNeedsLayout()` was called since the last layout.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer now if it needs it, then its sublayers (top-down), as Core Animation.
    public func layoutIfNeeded() {
        var paths = PendingLayoutPaths()
        layOutSubtreeIfNeeded(&paths)
        // Layers laid out here leave the pending list: a loop of `layoutIfNeeded()` calls
        // without a run-loop turn keeps it short, not growing (a layer is listed once).
        var listed = Set<ObjectIdentifier>()
        CALayer.layersNeedingLayout.removeAll { layer in
            !layer.needsLayoutFlag || !listed.insert(ObjectIdentifier(layer)).inserted
        }
    }

    private func layOutSubtreeIfNeeded(_ paths: inout PendingLayoutPaths) {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sub in _sublayers where sub.needsLayoutFlag || paths.leadsToPendingLayout(sub) {
            sub.layOutSubtreeIfNeeded(&paths)
        }
    }

    /// Marks the layer's contents as needing display; `display()` runs at the next commit, after
    /// layout. As in Core Animation, it does not ask for layout.
    public func setNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        CALayer.layersNeedingDisplay.append(self)
        CALayer.installLayoutObserver()
    }

    /// Whether `setNeedsDisplay()` was called since the last display.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Updates contents now if needed.
    public func displayIfNeeded() {
        if needsDisplayFlag {
            needsDisplayFlag = false
            display()
        }
    }

    /// The backing store to render: displays the layer first if it needs display (or has never
    /// displayed and `displaysOnFirstRender`), as Core Animation displays layers before it
    /// renders them. Copies (presentation, frozen) keep what their model drew.
    ///
    /// While an animation runs on a key for which `needsDisplay(forKey:)` is true, the layer is
    /// drawn afresh for every rendering from its presentation copy, with the animated values,
    /// as Core Animation redraws the presentation layer each frame.
    package func drawnContentForRendering() -> CGContext.Recording? {
        if !isPresentationCopy, animatesKeyNeedingDisplay, let copy = presentation() {
            copy.display()
            return copy.drawnContent
        }
        if !isPresentationCopy && (needsDisplayFlag || (displaysOnFirstRender && !hasDisplayed)) {
            needsDisplayFlag = false
            display()
        }
        return drawnContent
    }

    /// Whether an unfinished animation changes a key for which `needsDisplay(forKey:)` is true.
    private var animatesKeyNeedingDisplay: Bool {
        let layerType = type(of: self)
        return animationEntries.contains { entry in
            !entry.animation.hasFinished
                && entry.affectedKeys.contains { layerType.needsDisplay(forKey: $0) }
        }
    }

    /// The most rounds one layout pass makes (prelude, layout of every waiting layer, display);
    /// what is still waiting after them waits for the next pass.
    static let maximumLayoutRounds = 100

    /// Runs the layout pass: the prelude, then every layer that asked for layout, shallowest
    /// first, until none asks again; then the layers that asked for display, as Core Animation's
    /// commit lays out before it displays. A layer laid out ``LayoutFeedbackLoop/threshold``
    /// times in one run-loop turn waits for the next turn.
    package static func runLayoutPass() {
        var rounds = 0
        while needsLayoutPass && rounds < maximumLayoutRounds {
            rounds += 1
            if needsLayoutPrelude {
                needsLayoutPrelude = false
                layoutPrelude?()
            }
            if !layersNeedingLayout.isEmpty {
                let batch = layersNeedingLayout.sorted { $0.depth < $1.depth }
                layersNeedingLayout.removeAll()
                for l in batch where l.needsLayoutFlag && LayoutFeedbackLoop.mayLayOut(l) {
                    l.needsLayoutFlag = false
                    l.layoutSublayers()
                }
                continue
            }
            let displays = layersNeedingDisplay
            layersNeedingDisplay.removeAll()
            for l in displays { l.displayIfNeeded() }
        }
    }

    /// How many superlayers the layer has: the layout pass lays out shallowest first, and
    /// OpenUIKit's properties pass orders views by their layers' depth (a view's layer is its
    /// superview's layer's sublayer, so a view is deeper than its superviews).
    package var depth: Int {
        var d = 0
        var l = superlayer
        while let p = l {
            d += 1
            l = p.superlayer
        }
        return d
    }

    static func installLayoutObserver() {
        guard !layoutObserverInstalled else { return }
        layoutObserverInstalled = true
        MainRunLoop.shared.addObserver(.layout) { _ in CALayer.runLayoutPass() }
    }
}

import Foundation

extension CALayer {
    static var layersNeedingLayout: [CALayer] = [] {
        didSet { if layersNeedingLayout.count < oldValue.count { layersNeedingLayoutShrinks += 1 } }
    }
    /// How many times entries left `layersNeedingLayout` (so positions in it changed).
    static var layersNeedingLayoutShrinks = 0
    static var layoutObserverInstalled = false

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
            (!layer.needsLayoutFlag && !layer.needsDisplayFlag)
                || !listed.insert(ObjectIdentifier(layer)).inserted
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

    /// Marks the layer's contents as needing display; `display()` runs at the next layout pass.
    public func setNeedsDisplay() {
        needsDisplayFlag = true
        setNeedsLayout()
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

    /// Runs the layout pass over every layer that asked for layout, shallowest first.
    package static func runLayoutPass() {
        var guardCount = 0
        while !layersNeedingLayout.isEmpty && guardCount < 100 {
            guardCount += 1
            let batch = layersNeedingLayout.sorted { $0.depth < $1.depth }
            layersNeedingLayout.removeAll()
            for l in batch {
                l.displayIfNeeded()
                if l.needsLayoutFlag {
                    l.needsLayoutFlag = false
                    l.layoutSublayers()
                }
            }
        }
    }

    var depth: Int {
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

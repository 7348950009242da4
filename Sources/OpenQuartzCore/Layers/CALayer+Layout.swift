import Foundation

extension CALayer {
    static var layersNeedingLayout: [CALayer] = []
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
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sub in _sublayers where sub.needsLayoutFlag || sub.hasDescendantNeedingLayout {
            sub.layoutIfNeeded()
        }
    }

    private var hasDescendantNeedingLayout: Bool {
        CALayer.layersNeedingLayout.contains {
            $0 !== self && $0.needsLayoutFlag && $0.isDescendant(of: self)
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

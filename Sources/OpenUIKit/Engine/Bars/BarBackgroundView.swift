import Foundation

/// A bar's background drawn from its appearances (UIKit's private `_UIBarBackground`): the
/// standard look and the scroll-edge look, one fading into the other as the content scrolls
/// towards the bar's edge (`show(standard:edge:progress:)`), and during a push or pop the look
/// the bar had before cross-fading into them (`crossFade(from:coordinator:)`).
@MainActor
final class BarBackgroundView: UIView {
    /// The looks now: the standard one below, the scroll-edge one above it.
    let current = UIView()
    let standardLook: BarLookView
    let edgeLook: BarLookView
    /// The looks the bar had before a push or pop, above `current` while they cross-fade.
    private(set) var outgoing: [UIView] = []
    private let material: UIColor
    private let hairlineEdge: BarLookView.HairlineEdge
    /// Whether the looks leave the material out (a tab bar with a `backgroundColor` of its own).
    var materialSuppressed = false {
        didSet {
            standardLook.materialSuppressed = materialSuppressed
            edgeLook.materialSuppressed = materialSuppressed
        }
    }
    /// What the background shows now.
    private(set) var shown: BarBackgroundShown?

    init(material: UIColor, hairlineEdge: BarLookView.HairlineEdge) {
        self.material = material
        self.hairlineEdge = hairlineEdge
        standardLook = BarLookView(material: material, hairlineEdge: hairlineEdge)
        edgeLook = BarLookView(material: material, hairlineEdge: hairlineEdge)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        current.isUserInteractionEnabled = false
        current.addSubview(standardLook)
        current.addSubview(edgeLook)
        addSubview(current)
        let initial = UIBarAppearance(idiom: .phone)
        show(standard: initial, edge: initial, progress: 1)
    }

    required init?(coder: NSCoder) {
        material = BarColors.navigationBar
        hairlineEdge = .bottom
        standardLook = BarLookView(material: material, hairlineEdge: hairlineEdge)
        edgeLook = BarLookView(material: material, hairlineEdge: hairlineEdge)
        super.init(coder: coder)
    }

    /// Shows `standard` where the content has scrolled `progress` (0 … 1) of the way from the
    /// bar's edge, `edge` at the edge: the scroll-edge look fades out over the standard one
    /// (which shows fully beneath it when the edge look covers the bar, else fades in).
    func show(standard: UIBarAppearance, edge: UIBarAppearance, progress: CGFloat) {
        let p = min(1, max(0, progress))
        shown = BarBackgroundShown(standard: standard.copy(), edge: edge.copy(), progress: p)
        standardLook.show(standard)
        edgeLook.show(edge)
        let edgeAlpha = 1 - p
        let standardAlpha = edgeLook.coversBounds ? 1 : p
        if edgeLook.alpha != edgeAlpha { edgeLook.alpha = edgeAlpha }
        if standardLook.alpha != standardAlpha { standardLook.alpha = standardAlpha }
        edgeLook.isHidden = edgeAlpha == 0
    }

    /// The opacity the standard look's background shows with now (0 … 1), for tests: how far the
    /// bar has faded from its scroll-edge look to its standard one.
    var standardOpacity: CGFloat { standardLook.alpha }

    /// Cross-fades from `old` to what the background shows now, alongside the push or pop
    /// `coordinator` runs (an interactive pop scrubs it, a cancel runs it back): the old looks
    /// fade out over the new ones, which fade in under them unless the old ones covered the bar.
    func crossFade(
        from old: BarBackgroundShown, coordinator: UIViewControllerTransitionCoordinator
    ) {
        guard let now = shown, !old.looksSame(as: now) else { return }
        let fading = UIView()
        fading.isUserInteractionEnabled = false
        fading.frame = bounds
        let s = BarLookView(material: material, hairlineEdge: hairlineEdge)
        let e = BarLookView(material: material, hairlineEdge: hairlineEdge)
        for v in [s, e] {
            v.materialSuppressed = materialSuppressed
            v.frame = bounds
            fading.addSubview(v)
        }
        s.show(old.standard)
        e.show(old.edge)
        e.alpha = 1 - old.progress
        s.alpha = e.coversBounds ? 1 : old.progress
        let oldCovers = (s.coversBounds && s.alpha == 1) || (e.coversBounds && e.alpha == 1)
        addSubview(fading)
        outgoing.append(fading)
        UIView.performWithoutAnimation {
            fading.layoutIfNeeded()
            if !oldCovers { current.alpha = 0 }
        }
        coordinator.animateAlongsideTransition(
            in: self,
            animation: { [self] _ in
                current.alpha = 1
                fading.alpha = 0
            },
            completion: { [weak self] _ in
                fading.removeFromSuperview()
                self?.outgoing.removeAll { $0 === fading }
                self?.current.alpha = 1
            })
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        current.frame = bounds
        for v in [standardLook, edgeLook] { v.frame = bounds }
        for f in outgoing {
            f.frame = bounds
            for v in f.subviews { v.frame = bounds }
        }
    }
}

/// What a bar's background showed: its two looks and how far it had faded between them.
struct BarBackgroundShown {
    var standard: UIBarAppearance
    var edge: UIBarAppearance
    var progress: CGFloat

    /// Whether `other` draws the same background.
    @MainActor
    func looksSame(as other: BarBackgroundShown) -> Bool {
        func same(_ a: UIBarAppearance, _ b: UIBarAppearance) -> Bool {
            (a.backgroundEffect == nil) == (b.backgroundEffect == nil)
                && a.backgroundEffect?.style == b.backgroundEffect?.style
                && a.backgroundColor == b.backgroundColor && a.backgroundImage === b.backgroundImage
                && a.shadowColor == b.shadowColor && a.shadowImage === b.shadowImage
        }
        return same(standard, other.standard) && same(edge, other.edge)
            && progress == other.progress
    }
}

import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// Labels drawn from the text cache have the pixels of labels drawn afresh.
@MainActor
@Suite struct TextDrawingCacheTests {
    /// A window with a still title, a label that slides and fades, a label inside a group-opacity
    /// card (drawn into an offscreen), and a label whose text changes half-way.
    func makeScene(animated: Bool = true) -> (UIWindow, UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        window.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 10, y: 6, width: 180, height: 24))
        title.text = "Still title"
        title.font = .boldSystemFont(ofSize: 17)
        window.addSubview(title)
        let moving = UILabel(frame: CGRect(x: 10, y: 40, width: 120, height: 20))
        moving.text = "Sliding by"
        moving.textColor = .systemBlue
        window.addSubview(moving)
        let card = UIView(frame: CGRect(x: 20, y: 70, width: 160, height: 40))
        card.backgroundColor = .systemYellow
        card.alpha = 0.7
        let inCard = UILabel(frame: CGRect(x: 8, y: 8, width: 140, height: 24))
        inCard.text = "In a group"
        card.addSubview(inCard)
        window.addSubview(card)
        let counter = UILabel(frame: CGRect(x: 10, y: 120, width: 180, height: 30))
        counter.text = "Before"
        window.addSubview(counter)
        MainRunLoop.shared.advance(by: 0)
        guard animated else { return (window, counter) }
        UIView.animate(withDuration: 0.4) {
            moving.frame.origin.x = 63.4
            moving.alpha = 0.3
            card.transform = CGAffineTransform(translationX: 0, y: 6)
        }
        MainRunLoop.perform(after: 0.2) { counter.text = "After, longer" }
        return (window, counter)
    }

    @Test func cachedTextDrawsTheSamePixelsAsTextDrawnAfresh() throws {
        let (window, _) = makeScene()
        let renderer = Renderer()
        var first: Bitmap?
        var last: Bitmap?
        // Each frame twice at the same instant: through the cache (filled by the frames before)
        // and afresh.
        for i in 0..<13 {
            let cached = try renderer.render(window)
            TextDrawingCache.shared.isEnabled = false
            let fresh = try renderer.render(window)
            TextDrawingCache.shared.isEnabled = true
            let same = cached == fresh  // (outside #expect: a failure would print every byte)
            #expect(same, "frame \(i)")
            if first == nil { first = fresh }
            last = fresh
            MainRunLoop.shared.advance(by: 0.05)
        }
        // The scene really changed its text: the counter differs between the first and last frame.
        let changed = first != last
        #expect(changed)
    }

    @Test func aLabelsNewTextReplacesItsCachedContours() throws {
        let (window, counter) = makeScene(animated: false)
        let before = try Renderer().render(window)
        counter.text = "Different words"
        let after = try Renderer().render(window)
        TextDrawingCache.shared.isEnabled = false
        defer { TextDrawingCache.shared.isEnabled = true }
        let afresh = try Renderer().render(window)
        let same = after == afresh
        let changed = after != before
        #expect(same)
        #expect(changed)
    }
}

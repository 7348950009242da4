import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Frames that Auto Layout and stack views produce land on the display's pixel grid: every edge
/// rounded to the nearest 1/scale point in the layout root's coordinates, as UIKit's
/// (Docs/Behaviour-devices.md, "The pixel grid").
@MainActor
@Suite(.serialized) struct StackViewPixelGridTests {
    @Test func hidingTheMiddleViewGivesItsNeighboursWholePoints() {
        let (_, stack, views) = makeStack(.horizontal, [(10, 20), (10, 20), (10, 20)], width: 320) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[0].frame == rect(0, 0, 155, 20))
        #expect(views[2].frame == rect(165, 0, 155, 20))
    }

    @Test func thirdsAtTwoPixelsPerPointAlternateTheirPixels() {
        UIScreen.main.device = .iPhoneSE
        defer { UIScreen.main.device = .iPhone15 }
        let (_, _, views) = makeStack(.horizontal, [(1, 20), (1, 20), (1, 20)], width: 100) {
            $0.distribution = .fillEqually
        }
        // The stack starts at x = 10; edges at 10, 43.33, 76.67, 110 round to 10, 43.5, 76.5, 110.
        #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
        #expect(views.map(\.frame.width) == [33.5, 33, 33.5])
    }

    @Test func thirdsAtThreePixelsPerPointAreExactThirds() {
        UIScreen.main.device = .iPhone16
        defer { UIScreen.main.device = .iPhone15 }
        let (_, _, views) = makeStack(.horizontal, [(1, 20), (1, 20), (1, 20)], width: 100) {
            $0.distribution = .fillEqually
        }
        for view in views {
            let pixels = view.frame.width * 3
            #expect(pixels == pixels.rounded(), "\(view.frame.width) pt is whole pixels")
        }
        #expect(views.map { $0.frame.width * 3 } == [100, 100, 100])
    }

    @Test func aCentredOddViewSnapsToThePixelGrid() {
        UIScreen.main.device = .iPhoneSE
        defer { UIScreen.main.device = .iPhone15 }
        let container = layoutContainer()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            view.widthAnchor.constraint(equalToConstant: 33.3),
            view.heightAnchor.constraint(equalToConstant: 10.1),
        ])
        container.layoutIfNeeded()
        // 300 × 400 container: x = 150 − 16.65 = 133.35 → 133.5; maxX 166.65 → 166.5.
        #expect(view.frame == rect(133.5, 195, 33, 10))
    }
}

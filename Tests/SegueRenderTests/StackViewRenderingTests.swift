import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// A card of nested stack views drawn by the compositor: the stack's background and corner
/// radius (drawn as on iOS 14+), the rows where the layout put them. The PNG goes to
/// /tmp/stackview/ for a look.
@MainActor
@Suite struct StackViewRenderingTests {
    func row(_ title: String, _ accessory: UIView) -> UIStackView {
        let label = UILabel()
        label.text = title
        let row = UIStackView(arrangedSubviews: [label, accessory])
        row.alignment = .center
        row.spacing = 8
        return row
    }

    @Test func aCardOfNestedStacksDrawsItsBackgroundAndRows() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
        window.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Notifications"
        title.font = .boldSystemFont(ofSize: 22)
        let allow = UISwitch()
        allow.isOn = true
        let value = UILabel()
        value.text = "Tri-tone"
        value.textColor = .secondaryLabel
        value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let swatches = UIStackView(
            arrangedSubviews: [UIColor.systemRed, .systemOrange, .systemBlue].map { color in
                let v = UIView()
                v.backgroundColor = color
                v.layer.cornerRadius = 6
                v.heightAnchor.constraint(equalToConstant: 24).isActive = true
                return v
            })
        swatches.distribution = .fillEqually
        swatches.spacing = 8
        let card = UIStackView(arrangedSubviews: [
            title, row("Allow Notifications", allow), row("Sounds", value), swatches,
        ])
        card.axis = .vertical
        card.spacing = 12
        card.setCustomSpacing(20, after: title)
        card.isLayoutMarginsRelativeArrangement = true
        card.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
        ])
        window.layoutIfNeeded()

        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/stackview", withIntermediateDirectories: true)
        try? bitmap.pngData().write(to: URL(fileURLWithPath: "/tmp/stackview/settings-card.png"))

        func pixel(_ p: CGPoint) -> RGBA8 { bitmap[Int(p.x * 2), Int(p.y * 2)] }
        func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p.r) - r) <= 6 && abs(Int(p.g) - g) <= 6 && abs(Int(p.b) - b) <= 6
        }
        let c = card.frame
        #expect(near(pixel(CGPoint(x: c.minX + 8, y: c.midY)), 255, 255, 255), "card background")
        #expect(near(pixel(CGPoint(x: c.minX + 1, y: c.minY + 1)), 242, 242, 247), "round corner")
        #expect(near(pixel(CGPoint(x: 8, y: c.midY)), 242, 242, 247), "window around the card")
        #expect(c.height > 100 && c.maxY < 250)
        #expect(allow.frame.width == 51, "the label takes the room the switch leaves")
        #expect(allow.convert(allow.bounds, to: window).maxX == c.maxX - 16)
        let track = allow.convert(CGPoint(x: 10, y: 15.5), to: window)
        #expect(near(pixel(track), 52, 199, 89), "the switch's green track where the row put it")
        for (i, swatch) in swatches.arrangedSubviews.enumerated() {
            let p = swatch.convert(CGPoint(x: swatch.bounds.midX, y: 12), to: window)
            let colour = pixel(p)
            #expect(Int(colour.r) + Int(colour.g) + Int(colour.b) < 600, "swatch \(i) drawn")
        }
        let w = swatches.arrangedSubviews.map(\.frame.width)
        #expect(w[0] == w[1] && w[1] == w[2] && w[0] == (c.width - 32 - 16) / 3)
    }
}

import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `UIButton`: per-state content, types, configurations, sizes and tint.
@MainActor
@Suite struct ControlsButtonTests {
    @Test func titleForAStateWithoutOneFallsBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.title(for: .highlighted) == "Save" && button.title(for: .disabled) == "Save")
        #expect(button.title(for: .selected) == "Save")
        button.setTitle("Saving…", for: .highlighted)
        button.isHighlighted = true
        #expect(button.currentTitle == "Saving…")
        #expect(button.titleLabel?.text == "Saving…")
        button.isHighlighted = false
        #expect(button.currentTitle == "Save")
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Save")
    }

    @Test func titleColorsDefaultToTheTintForSystemAndWhiteForCustom() {
        let system = UIButton(type: .system)
        #expect(system.currentTitleColor == .systemBlue)
        system.setTitleColor(.systemRed, for: .normal)
        system.isSelected = true
        #expect(system.currentTitleColor == .systemRed, "selected falls back to normal")
        let custom = UIButton(type: .custom)
        #expect(custom.currentTitleColor == .white)
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test func tintColorIsInheritedFromTheSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        container.addSubview(button)
        #expect(button.tintColor == .systemBlue)
        container.tintColor = .systemRed
        #expect(button.tintColor == .systemRed)
        #expect(button.titleLabel?.textColor == .systemRed)
        let filled = UIButton(configuration: .filled())
        container.addSubview(filled)
        #expect(filled.configurationColors(filled.configuration!).background == .systemRed)
    }

    @Test func primaryActionGivesTitleAndImageAndRunsOnTap() {
        var ran = 0
        let image = UIImage(
            cgImage: CGImage(
                width: 4, height: 4, premultipliedRGBA: [UInt8](repeating: 255, count: 64)))
        let button = UIButton(
            type: .system, primaryAction: UIAction(title: "Share", image: image) { _ in ran += 1 })
        #expect(button.currentTitle == "Share" && button.currentImage === image)
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
    }

    @Test func intrinsicSizeIsTitleAndImagePlusInsets() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(
            button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 10)
        #expect(
            button.intrinsicContentSize
                == CGSize(width: title.width + 20, height: title.height + 10))
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func configurationSizeComesFromContentAndDefaultInsets() {
        var config = UIButton.Configuration.filled()
        config.title = "Continue"
        let button = UIButton(configuration: config)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.titleLabel?.font.pointSize == 17)
        #expect(
            button.intrinsicContentSize
                == CGSize(
                    width: (title.width + 24).rounded(.up), height: (title.height + 14).rounded(.up)
                ))
        #expect(
            config.contentInsets
                == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        config.buttonSize = .large
        #expect(config.contentInsets.leading == 20)
        config.contentInsets = .zero
        config.buttonSize = .small
        #expect(config.contentInsets == .zero)
        config.setDefaultContentInsets()
        #expect(config.contentInsets.top == 5)
        var same = UIButton.Configuration.filled()
        same.title = "Continue"
        same.buttonSize = .small
        #expect(
            same == config && same != .gray(),
            "configurations compare by value, as UIKit's Hashable ones")
    }

    @Test func configurationStylesColourForegroundAndBackground() {
        let tint = UIColor.systemBlue
        func colors(_ c: UIButton.Configuration) -> (UIColor, UIColor?) {
            let b = UIButton(configuration: c)
            return b.configurationColors(c)
        }
        #expect(colors(.filled()) == (.white, tint))
        #expect(colors(.tinted()) == (tint, tint.withAlphaComponent(0.15)))
        #expect(colors(.gray()) == (tint, .systemGray5))
        #expect(colors(.plain()).0 == tint && colors(.plain()).1 == nil)
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .systemOrange
        custom.baseForegroundColor = .black
        #expect(colors(custom) == (.black, .systemOrange))
    }

    @Test func capsuleCornersAreHalfTheHeight() {
        var config = UIButton.Configuration.filled()
        config.title = "Capsule"
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        button.layoutIfNeeded()
        #expect(button.backgroundView.layer.cornerRadius == 20)
        button.configuration?.cornerStyle = .medium
        button.layoutIfNeeded()
        #expect(button.backgroundView.layer.cornerRadius == 8)
    }

    @Test func configurationUpdateHandlerRunsOnStateChanges() {
        let button = UIButton(configuration: .filled())
        button.configurationUpdateHandler = { b in
            b.configuration?.title = b.isHighlighted ? "Pressed" : "Press"
        }
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        button.isHighlighted = false
        #expect(button.titleLabel?.text == "Press")
    }
}

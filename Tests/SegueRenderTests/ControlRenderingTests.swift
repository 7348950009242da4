import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// Controls drawn by the compositor: each control's shape and colours at known pixels. The
/// PNGs go to /tmp/controls/ for a look.
@MainActor
@Suite struct ControlRenderingTests {
    func window(_ width: CGFloat, _ height: CGFloat) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        w.backgroundColor = .white
        return w
    }

    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/controls", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/controls/\(name).png"))
        }
        return bitmap
    }

    /// The pixel at `point` (points) of a scale-2 bitmap.
    func pixel(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> RGBA8 { b[Int(x * 2), Int(y * 2)] }

    func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 6) -> Bool {
        abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance
            && abs(Int(p.b) - b) <= tolerance
    }

    @Test func controlsDrawWithIOSShapesAndColours() throws {
        let w = window(320, 420)
        let filled = UIButton(configuration: .filled())
        filled.configuration?.title = "Filled"
        let tinted = UIButton(configuration: .tinted())
        tinted.configuration?.title = "Tinted"
        let gray = UIButton(configuration: .gray())
        gray.configuration?.title = "Gray"
        let plain = UIButton(configuration: .plain())
        plain.configuration?.title = "Plain"
        var capsuleConfig = UIButton.Configuration.filled()
        capsuleConfig.title = "Capsule"
        capsuleConfig.subtitle = "with a subtitle"
        capsuleConfig.cornerStyle = .capsule
        capsuleConfig.buttonSize = .large
        let capsule = UIButton(configuration: capsuleConfig)
        var y: CGFloat = 20
        for b in [filled, tinted, gray, plain] {
            b.sizeToFit()
            b.frame.origin = CGPoint(x: 20, y: y)
            w.addSubview(b)
            y += b.frame.height + 10
        }
        capsule.sizeToFit()
        capsule.frame.origin = CGPoint(x: 20, y: y)
        w.addSubview(capsule)
        let system = UIButton(type: .system)
        system.setTitle("System button", for: .normal)
        system.sizeToFit()
        system.frame.origin = CGPoint(x: 160, y: 20)
        w.addSubview(system)
        let close = UIButton(type: .close)
        close.sizeToFit()
        close.frame.origin = CGPoint(x: 160, y: 60)
        w.addSubview(close)
        let info = UIButton(type: .detailDisclosure)
        info.sizeToFit()
        info.frame.origin = CGPoint(x: 200, y: 64)
        w.addSubview(info)
        let add = UIButton(type: .contactAdd)
        add.sizeToFit()
        add.frame.origin = CGPoint(x: 232, y: 64)
        w.addSubview(add)
        let on = UISwitch(frame: CGRect(x: 160, y: 110, width: 0, height: 0))
        on.isOn = true
        let off = UISwitch(frame: CGRect(x: 230, y: 110, width: 0, height: 0))
        w.addSubview(on)
        w.addSubview(off)
        let slider = UISlider(frame: CGRect(x: 20, y: 290, width: 280, height: 31))
        slider.value = 0.35
        w.addSubview(slider)
        let segmented = UISegmentedControl(items: ["First", "Second", "Third"])
        segmented.selectedSegmentIndex = 1
        segmented.frame = CGRect(x: 20, y: 340, width: 280, height: 32)
        w.addSubview(segmented)
        let four = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        four.selectedSegmentIndex = 0
        four.frame = CGRect(x: 20, y: 382, width: 280, height: 32)
        w.addSubview(four)
        let b = try render(w, "gallery")
        #expect(
            pixel(b, 160, 398).r < 235,
            "a separator between unselected segments, got \(pixel(b, 160, 398))")
        #expect(pixel(b, 230, 398).r < 235, "and between the last two")
        func inPadding(_ button: UIButton) -> RGBA8 {
            pixel(b, button.frame.minX + 5, button.frame.midY)
        }
        #expect(
            near(inPadding(filled), 0, 122, 255),
            "filled: the tint behind the title, got \(inPadding(filled))")
        #expect(
            near(inPadding(tinted), 217, 235, 255, 3),
            "tinted: 15 % tint over white, got \(inPadding(tinted))")
        #expect(
            near(inPadding(gray), 229, 229, 234, 3), "gray: systemGray5, got \(inPadding(gray))")
        #expect(near(inPadding(plain), 255, 255, 255, 0), "plain: no background")
        #expect(
            near(pixel(b, filled.frame.minX + 0.5, filled.frame.minY + 0.5), 255, 255, 255, 40),
            "rounded corner")
        #expect(
            near(pixel(b, 166, 125.5), 52, 199, 89, 3),
            "an on switch's track is systemGreen, got \(pixel(b, 166, 125.5))")
        #expect(near(pixel(b, 195.5, 125.5), 255, 255, 255, 3), "its thumb is white, on the right")
        #expect(
            near(pixel(b, 275, 125.5), 233, 233, 235, 3),
            "an off switch's track is light grey, got \(pixel(b, 275, 125.5))")
        #expect(near(pixel(b, 245.5, 125.5), 255, 255, 255, 3), "its thumb is white, on the left")
        #expect(near(pixel(b, 161, 111), 255, 255, 255, 3), "the track's corners are round")
        #expect(
            near(pixel(b, 30, 305.5), 0, 122, 255, 3),
            "the slider's minimum track is the tint, got \(pixel(b, 30, 305.5))")
        #expect(
            near(pixel(b, 280, 305.5), 228, 228, 230, 3),
            "its maximum track is light grey, got \(pixel(b, 280, 305.5))")
        #expect(near(pixel(b, 122, 305.5), 255, 255, 255, 3), "its thumb at 35 % is white")
        #expect(near(pixel(b, 122, 300), 255, 255, 255, 3), "the 28 pt thumb covers 4 pt tracks")
        #expect(
            near(pixel(b, 125, 356), 255, 255, 255, 2),
            "the selected segment is white, got \(pixel(b, 125, 356))")
        #expect(
            near(pixel(b, 30, 356), 239, 239, 240, 2),
            "the segmented background is light grey, got \(pixel(b, 30, 356))")
    }

    @Test func highlightedAndDisabledButtonsDrawDimmed() throws {
        let w = window(200, 100)
        let system = UIButton(type: .system)
        system.setTitle("MMMM", for: .normal)
        system.titleLabel?.font = .boldSystemFont(ofSize: 30)
        system.frame = CGRect(x: 10, y: 10, width: 180, height: 40)
        w.addSubview(system)
        var config = UIButton.Configuration.filled()
        config.title = "Off"
        let disabled = UIButton(configuration: config)
        disabled.frame = CGRect(x: 10, y: 60, width: 100, height: 34)
        disabled.isEnabled = false
        w.addSubview(disabled)
        let normal = try render(w, "buttons-normal")
        system.isHighlighted = true
        let highlighted = try render(w, "buttons-highlighted")
        let darkest = { (bm: Bitmap) -> Int in
            var m = 255
            for y in 30..<90 { for x in 20..<360 { m = min(m, Int(bm[x, y].r)) } }
            return m
        }
        #expect(darkest(normal) < 10, "the title is drawn in the tint (red 0)")
        #expect(
            darkest(highlighted) > 190,
            "highlighted, the title is at 20 % alpha: \(darkest(highlighted))")
        #expect(
            near(pixel(normal, 15, 77), 242, 242, 247, 3),
            "a disabled filled button is systemGray6, got \(pixel(normal, 15, 77))")
    }

    @Test func switchThumbIsMidwayHalfThroughTheToggle() throws {
        let w = window(71, 51)
        let s = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        w.addSubview(s)
        s.setOn(true, animated: true)
        UIApplication.shared.advance(by: 0.125)  // half of the 0.25 s toggle
        let b = try render(w, "switch-mid")
        #expect(near(pixel(b, 10 + 25.5, 25.5), 255, 255, 255, 3), "the thumb is in the middle")
        let left = pixel(b, 14, 25.5)
        #expect(
            left.r > 70 && left.r < 220 && left.b > 100 && left.b < 225,
            "the track is between grey and green, got \(left)")
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
    }

    @Test func pressedSwitchStretchesItsThumbAndLiftingSelects() throws {
        let w = window(300, 60)
        w.isHidden = false
        let s = UISwitch(frame: CGRect(x: 10, y: 15, width: 0, height: 0))
        w.addSubview(s)
        let segmented = UISegmentedControl(items: ["One", "Two"])
        segmented.selectedSegmentIndex = 0
        segmented.frame = CGRect(x: 80, y: 14, width: 200, height: 32)
        w.addSubview(segmented)
        let finger = TouchSynthesizer(window: w)
        finger.touchDown(at: CGPoint(x: 20, y: 30))
        let other = TouchSynthesizer(window: w)
        other.touchDown(at: CGPoint(x: 230, y: 30))
        UIApplication.shared.advance(by: 0.3)
        let b = try render(w, "pressed")
        #expect(
            near(pixel(b, 10 + 2 + 30, 30.5), 255, 255, 255, 3),
            "the pressed thumb is 34 pt wide, got \(pixel(b, 42, 30.5))")
        finger.touchUp()
        other.touchUp()
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(s.isOn && segmented.selectedSegmentIndex == 1)
    }
}

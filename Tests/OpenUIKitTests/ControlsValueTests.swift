import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `UISwitch`, `UISlider` and `UISegmentedControl` driven by synthesized touches.
@MainActor
@Suite struct ControlsValueTests {
    func visibleWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.isHidden = false
        return window
    }

    @Test func switchIs51By31WhateverTheFrameSays() {
        let s = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(s.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(s.intrinsicContentSize == CGSize(width: 51, height: 31))
        s.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(s.bounds.size == CGSize(width: 51, height: 31))
    }

    @Test func tappingASwitchTogglesItAndSendsValueChangedOnce() {
        let window = visibleWindow()
        let s = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(s)
        var changes: [Bool] = []
        s.addAction(
            UIAction { action in changes.append((action.sender as! UISwitch).isOn) },
            for: .valueChanged)
        window.simulateTap(at: CGPoint(x: 125, y: 115))
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(s.isOn && changes == [true])
        window.simulateTap(at: CGPoint(x: 125, y: 115))
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(!s.isOn && changes == [true, false])
    }

    @Test func settingIsOnSendsNothing() {
        let s = UISwitch()
        var count = 0
        s.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        s.isOn = true
        s.setOn(false, animated: true)
        #expect(count == 0 && !s.isOn)
    }

    @Test func animatedSwitchSlidesTheThumbAndFadesTheTrack() {
        let window = visibleWindow()
        let s = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(s)
        #expect(s.thumbView.center.x == 15.5)
        s.setOn(true, animated: true)
        #expect(s.thumbView.center.x == 35.5, "the model value is the end value at once")
        UIApplication.shared.advance(by: UISwitch.toggleDuration / 2)
        let mid = s.thumbView.layer.presentation()!.position.x
        #expect(mid > 20 && mid < 31, "half way through, the thumb is between the ends: \(mid)")
        let track = s.trackView.layer.presentation()!.backgroundColor!
        // off: (120, 120, 128) at 16 % alpha; on: systemGreen (52, 199, 89) opaque.
        #expect(
            track.green > 0.5 && track.green < 0.76 && track.alpha > 0.3 && track.alpha < 0.95,
            "the track is between grey and green: \(track)")
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(s.thumbView.layer.presentation()!.position.x == 35.5)
        #expect(s.trackView.backgroundColor == .systemGreen)
    }

    @Test func draggingTheSliderThumbSetsTheValueAndSendsValueChanged() {
        let window = visibleWindow()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
        window.addSubview(slider)
        slider.layoutIfNeeded()
        var sent: [Float] = []
        slider.addAction(UIAction { _ in sent.append(slider.value) }, for: .valueChanged)
        // value 0: the thumb's centre is 14 pt in; 126 pt right is half of the 252 pt travel.
        window.simulateDrag(
            from: CGPoint(x: 34, y: 115), to: CGPoint(x: 160, y: 115), duration: 0.25)
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(sent.count > 2 && sent.last == slider.value, "continuous: sent during the drag")
        #expect(near(slider.thumbView.frame.midX, 160 - 20, 1e-6))
    }

    @Test func nonContinuousSliderSendsOnceAndTrackTouchesDoNothing() {
        let window = visibleWindow()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
        slider.isContinuous = false
        slider.minimumValue = 0
        slider.maximumValue = 100
        window.addSubview(slider)
        var count = 0
        slider.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        window.simulateDrag(
            from: CGPoint(x: 250, y: 115), to: CGPoint(x: 280, y: 115), duration: 0.1)
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(
            slider.value == 0 && count == 0, "a drag that does not start on the thumb is ignored")
        window.simulateDrag(
            from: CGPoint(x: 34, y: 115), to: CGPoint(x: 400, y: 115), duration: 0.2)
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(slider.value == 100 && count == 1)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    @Test func sliderValueIsClampedToItsRange() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 3
        #expect(slider.value == 1)
        slider.minimumValue = 2
        slider.maximumValue = 5
        #expect(slider.value == 2)
    }

    @Test func tappingASegmentSelectsItAndSendsValueChanged() {
        let window = visibleWindow()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(
            control.selectedSegmentIndex == UISegmentedControl.noSegment
                && control.numberOfSegments == 3)
        #expect(control.intrinsicContentSize.height == 32)
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        window.addSubview(control)
        var sent: [Int] = []
        control.addAction(
            UIAction { _ in sent.append(control.selectedSegmentIndex) }, for: .valueChanged)
        window.simulateTap(at: CGPoint(x: 170, y: 116))
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(control.selectedSegmentIndex == 1 && sent == [1])
        #expect(control.selectionView.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
        window.simulateTap(at: CGPoint(x: 170, y: 116))
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(sent == [1], "tapping the selected segment again sends nothing")
        control.setEnabled(false, forSegmentAt: 2)
        window.simulateTap(at: CGPoint(x: 300, y: 116))
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(control.selectedSegmentIndex == 1, "a disabled segment cannot be selected")
    }

    @Test func segmentsCanBeInsertedRetitledAndMadeFromActions() {
        let window = visibleWindow()
        var ran: [String] = []
        let control = UISegmentedControl(
            frame: CGRect(x: 0, y: 0, width: 200, height: 32),
            actions: [
                UIAction(title: "Day") { a in ran.append(a.title) },
                UIAction(title: "Week") { a in ran.append(a.title) },
            ])
        window.addSubview(control)
        control.insertSegment(withTitle: "Month", at: 2, animated: false)
        control.setTitle("Today", forSegmentAt: 0)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 0) == "Today")
        control.selectedSegmentIndex = 2
        control.insertSegment(withTitle: "Hour", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 3, "the selection follows its segment")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        window.simulateTap(at: CGPoint(x: 75, y: 16))  // second of four 50 pt segments: "Today"
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(ran == ["Day"] && control.selectedSegmentIndex == 1)
    }
}

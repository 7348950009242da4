import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `UIControl` state, `UIAction` registration and `sendActions(for:)`.
@MainActor
@Suite struct ControlsActionTests {
    @Test func stateAndEventOptionSetsHaveUIKitsRawValues() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4 && UIControl.State.focused.rawValue == 8)
        #expect(
            UIControl.Event.touchDown.rawValue == 1 && UIControl.Event.touchDownRepeat.rawValue == 2
        )
        #expect(
            UIControl.Event.touchDragExit.rawValue == 32
                && UIControl.Event.touchUpInside.rawValue == 64)
        #expect(
            UIControl.Event.touchCancel.rawValue == 256
                && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.editingChanged.rawValue == 0x20000)
        #expect(
            UIControl.Event.allTouchEvents.rawValue == 0xFFF
                && UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
    }

    @Test func stateCombinesEnabledSelectedAndHighlighted() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.isEnabled = true
        control.isHighlighted = true
        #expect(control.state == [.highlighted, .selected])
    }

    @Test func sendActionsRunsEachMatchingActionOnceInOrderWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        var sender: Any?
        control.addAction(
            UIAction(title: "a") { action in
                log.append("a")
                sender = action.sender
            }, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction { _ in log.append("b") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("c") }, for: .touchDown)
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(log == ["a", "b"])
        #expect((sender as? UIControl) === control)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged, .touchDown])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheRegisteredOne() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("com.example.save")
        control.addAction(
            UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        control.addAction(
            UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"])
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test func removeActionRemovesOnlyTheGivenEvents() {
        let control = UIControl(frame: .zero)
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(count == 0)
        control.sendActions(for: .valueChanged)
        #expect(count == 1)
        control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
        control.sendActions(for: .allEvents)
        #expect(count == 1 && control.allControlEvents.isEmpty)
    }

    @Test func primaryActionOfAControlRunsOnPrimaryActionTriggered() {
        var ran = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran += 1 })
        control.sendActions(for: .touchUpInside)
        #expect(ran == 0)
        control.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
    }
}

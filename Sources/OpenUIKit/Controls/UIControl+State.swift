import Foundation

extension UIControl {
    /// The state of a control, as UIKit's `UIControl.State`: an option set with UIKit's raw values.
    ///
    /// `.normal` is the empty set; a control's `state` combines `.highlighted`, `.disabled` and
    /// `.selected` from `isHighlighted`, `isEnabled` and `isSelected`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The default state: enabled, not selected, not highlighted (raw value 0).
        public static let normal = State([])
        /// A touch is down inside the control (`isHighlighted`), raw value 1 << 0.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (`isEnabled == false`), raw value 1 << 1.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`), raw value 1 << 2.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (focus-based navigation; never set here), raw value 1 << 3.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits available to the application, 0x00FF0000.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for UIKit, 0xFF000000.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The kinds of events a control sends, as UIKit's `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (`tapCount > 1`), sent with `.touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged while inside the control's touch area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged while outside the control's touch area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged from outside the touch area back in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged from inside the touch area out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the touch area (a tap).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the touch area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch (for example a gesture recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switch, slider, segmented control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, sent after `.touchUpInside`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered (iOS 14), before the menu shows.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (0x00000FFF).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (0x000F0000).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits available to the application (0x0F000000).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for UIKit (0xF0000000).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (0xFFFFFFFF).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How content is placed horizontally in a control, as UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How content is placed vertically in a control, as UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}

import Foundation

/// An on/off control, as UIKit's `UISwitch`: 51 × 31 pt, a green track when on, a white thumb.
///
/// A tap toggles it and sends `.valueChanged` (a drag across decides by where the finger ends,
/// as on iOS); `isOn` and `setOn(_:animated:)` change it without sending anything. The animated
/// change slides the thumb and fades the track colour over 0.25 s through `UIView.animate`.
/// The frame's size is always 51 × 31 pt, as UIKit enforces it.
@MainActor
open class UISwitch: UIControl {
    /// The switch's size, 51 × 31 pt.
    static let size = CGSize(width: 51, height: 31)
    /// Duration of the animated on/off change, in seconds.
    static let toggleDuration: TimeInterval = 0.25
    /// The off track: systemFill (120, 120, 128) at 16 %, #E9E9EB over white.
    static let offTrackColor = UIColor(
        red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    let trackView = UIView()
    let thumbView = UIView()
    private var _isOn = false
    /// Where the finger was when tracking began, and whether it has dragged across.
    var trackingStart: CGPoint = .zero
    var dragDecision: Bool?

    /// Whether the switch is on. Setting it changes the look at once and sends no event. Default false.
    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }
    /// The track colour when on; nil: systemGreen. Default nil.
    open var onTintColor: UIColor? { didSet { updateSwitchAppearance() } }
    /// The thumb colour; nil: white. Default nil.
    open var thumbTintColor: UIColor? { didSet { updateSwitchAppearance() } }

    /// Creates a switch at `frame.origin`, 51 × 31 pt whatever `frame.size` says.
    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        trackView.isUserInteractionEnabled = false
        trackView.layer.cornerRadius = UISwitch.size.height / 2
        thumbView.isUserInteractionEnabled = false
        thumbView.layer.cornerRadius = 13.5
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowRadius = 2.5
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.layer.borderWidth = 0.5
        thumbView.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        addSubview(trackView)
        addSubview(thumbView)
        layoutSwitch()
        updateSwitchAppearance()
    }

    /// The frame; its size stays 51 × 31 pt.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.size) }
    }

    /// Turns the switch on or off, sliding the thumb when `animated`. Sends no event, as UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != _isOn else { return }
        _isOn = on
        if animated {
            UIView.animate(
                withDuration: UISwitch.toggleDuration, delay: 0,
                options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState]
            ) {
                self.layoutSwitch()
                self.updateSwitchAppearance()
            }
        } else {
            UIView.performWithoutAnimation {
                layoutSwitch()
                updateSwitchAppearance()
            }
        }
    }

    /// 51 × 31 pt.
    open override var intrinsicContentSize: CGSize { UISwitch.size }
    /// 51 × 31 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSwitch()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        dragDecision = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        if dragDecision != nil || abs(p.x - trackingStart.x) > 8 {
            dragDecision = p.x > bounds.midX
        }
        return true
    }

    /// Toggles (or takes the dragged-to side) and sends `.valueChanged` when the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let target: Bool
        if let dragDecision {
            target = dragDecision
        } else if isTouchInside {
            target = !isOn
        } else {
            return
        }
        guard target != isOn else { return }
        setOn(target, animated: true)
        sendActions(for: .valueChanged)
    }

    override var preventsSingleTapRecognizersOfOtherViews: Bool { true }

    override func stateDidChange() {
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]
        ) {
            self.layoutSwitch()
        }
        updateSwitchAppearance()
    }
}

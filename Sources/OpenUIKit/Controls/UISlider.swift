import Foundation

/// A control for choosing a value from a continuous range, as UIKit's `UISlider`.
///
/// A 4 pt track (the tint left of the thumb, light grey right of it) and a 28 pt white thumb
/// with a shadow. Dragging the thumb changes `value` and sends `.valueChanged` (continuously, or
/// once at the end when `isContinuous` is false); a touch that does not start on the thumb is not
/// tracked, as on iOS. Setting `value` sends nothing.
@MainActor
open class UISlider: UIControl {
    /// The thumb's diameter, in points.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness, in points.
    static let trackHeight: CGFloat = 4
    /// The maximum track: systemFill (120, 120, 128) at 20 %.
    static let maximumTrackColor = UIColor(
        red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)

    let minimumTrackView = UIView()
    let maximumTrackView = UIView()
    let thumbView = UIView()
    private var _value: Float = 0
    /// Horizontal distance from the thumb's centre to the finger when tracking began.
    var grabOffset: CGFloat = 0
    var valueAtTrackingStart: Float = 0

    /// The value, clamped to `minimumValue…maximumValue`. Setting it sends nothing. Default 0.
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the left end. Default 0; raising it above `value` raises `value`.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }
    /// The value at the right end. Default 1; lowering it below `value` lowers `value`.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }
    /// Whether `.valueChanged` is sent during the drag (true) or once when it ends. Default true.
    open var isContinuous = true
    /// The track colour left of the thumb; nil: the tint. Default nil.
    open var minimumTrackTintColor: UIColor? { didSet { updateSliderAppearance() } }
    /// The track colour right of the thumb; nil: light grey (systemFill). Default nil.
    open var maximumTrackTintColor: UIColor? { didSet { updateSliderAppearance() } }
    /// The thumb colour; nil: white. Default nil.
    open var thumbTintColor: UIColor? { didSet { updateSliderAppearance() } }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for v in [minimumTrackView, maximumTrackView, thumbView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        minimumTrackView.layer.cornerRadius = UISlider.trackHeight / 2
        maximumTrackView.layer.cornerRadius = UISlider.trackHeight / 2
        thumbView.layer.cornerRadius = UISlider.thumbDiameter / 2
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.22
        thumbView.layer.shadowRadius = 2.5
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumbView.layer.borderWidth = 0.5
        thumbView.layer.borderColor = UIColor(white: 0, alpha: 0.06).cgColor
        layoutSlider()
        updateSliderAppearance()
    }

    /// Sets the value (clamped), moving the thumb over 0.25 s when `animated`. Sends nothing.
    open func setValue(_ value: Float, animated: Bool) {
        let v = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
        _value = v
        if animated {
            UIView.animate(
                withDuration: 0.25, delay: 0,
                options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState]
            ) {
                self.layoutSlider()
            }
        } else {
            UIView.performWithoutAnimation { layoutSlider() }
        }
    }

    /// The track's rectangle: the full width, 4 pt tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width,
            height: UISlider.trackHeight)
    }

    /// The thumb's rectangle for `value`: 28 pt, its left edge at the track's start for the
    /// minimum and its right edge at the track's end for the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let d = UISlider.thumbDiameter
        return CGRect(
            x: (rect.minX + (rect.width - d) * f).rounded(), y: (bounds.midY - d / 2).rounded(),
            width: d, height: d)
    }

    /// No intrinsic width; 31 pt tall, as UIKit's slider.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }
    /// The current width, 31 pt tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: 31)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSlider()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSliderAppearance()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateSliderAppearance()
    }

    /// Tracks only a touch that starts on the thumb (grown by 10 pt on each side).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let thumb = thumbRect(
            forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        guard thumb.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        grabOffset = p.x - thumb.midX
        valueAtTrackingStart = value
        return true
    }

    /// Moves the thumb under the finger; sends `.valueChanged` when continuous and changed.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let changed = moveThumb(to: touch.location(in: self).x - grabOffset)
        if changed && isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// Takes the lift-off position; sends `.valueChanged` if it moved the thumb (continuous), or
    /// once if the drag changed the value (not continuous).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        var changed = false
        if let touch { changed = moveThumb(to: touch.location(in: self).x - grabOffset) }
        if isContinuous ? changed : value != valueAtTrackingStart {
            sendActions(for: .valueChanged)
        }
    }

    /// Lets a pan recognizer of another view begin only when the slider is not tracking its
    /// thumb, as UIKit keeps swipes on the thumb for the slider.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
        -> Bool
    {
        if isTracking, gestureRecognizer.view !== self, gestureRecognizer is UIPanGestureRecognizer
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func stateDidChange() { updateSliderAppearance() }
}

import Foundation

extension UISlider {
    /// Sets the value for a thumb centred at `thumbCenterX` (slider coordinates); returns
    /// whether the value changed.
    func moveThumb(to thumbCenterX: CGFloat) -> Bool {
        let track = trackRect(forBounds: bounds)
        let d = UISlider.thumbDiameter
        let travel = track.width - d
        let f = travel > 0 ? min(max((thumbCenterX - track.minX - d / 2) / travel, 0), 1) : 0
        let newValue = minimumValue + Float(f) * (maximumValue - minimumValue)
        guard newValue != value else { return false }
        value = newValue
        return true
    }

    /// Keeps `value` within the range after the range changed.
    func clampValue() {
        let v = value
        setValue(v, animated: false)
    }

    /// Frames of the two track parts (meeting under the thumb's centre) and the thumb.
    func layoutSlider() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        minimumTrackView.frame = CGRect(
            x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX),
            height: track.height)
        maximumTrackView.frame = CGRect(
            x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX),
            height: track.height)
        thumbView.frame = thumb
    }

    /// Colours: the tint left of the thumb, light grey right, a white thumb; half alpha disabled.
    func updateSliderAppearance() {
        minimumTrackView.backgroundColor =
            isEnabled ? (minimumTrackTintColor ?? tintColor) : UISlider.maximumTrackColor
        maximumTrackView.backgroundColor = maximumTrackTintColor ?? UISlider.maximumTrackColor
        thumbView.backgroundColor = thumbTintColor ?? .white
        alphaForState()
    }

    private func alphaForState() {
        let a: CGFloat = isEnabled ? 1 : 0.5
        for v in [minimumTrackView, maximumTrackView, thumbView] { v.alpha = a }
    }
}

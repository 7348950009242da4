import Foundation

extension UISwitch {
    /// The thumb's frame: a 27 pt circle inset 2 pt, at the left when off and the right when on;
    /// while pressed it stretches to 34 pt toward the middle, as iOS's thumb does.
    func thumbFrame(on: Bool, pressed: Bool) -> CGRect {
        let b = CGRect(origin: .zero, size: UISwitch.size)
        let width: CGFloat = pressed ? 34 : 27
        let x = on ? b.maxX - 2 - width : b.minX + 2
        return CGRect(x: x, y: 2, width: width, height: 27)
    }

    /// Sets the track and thumb frames for the current value (animates inside an animation block).
    func layoutSwitch() {
        trackView.frame = CGRect(origin: .zero, size: UISwitch.size)
        thumbView.frame = thumbFrame(on: isOn, pressed: isHighlighted && isEnabled)
    }

    /// Colours: `onTintColor` (systemGreen) track when on, light grey when off; white thumb;
    /// half alpha when disabled.
    func updateSwitchAppearance() {
        trackView.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : UISwitch.offTrackColor
        thumbView.backgroundColor = thumbTintColor ?? .white
        trackView.alpha = isEnabled ? 1 : 0.5
        thumbView.alpha = isEnabled ? 1 : 0.5
    }
}

import Foundation

/// The clear button of a search field (UIKit's `xmark.circle.fill` button): a
/// `.tertiaryLabel`-coloured disc with a cross cut in the field's colour, sending `onTap` on a
/// touch up inside.
@MainActor
final class SearchClearButton: UIControl {
    /// What a tap does (set by the field).
    var onTap: (() -> Void)?
    private let bars = [UIView(), UIView()]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondaryLabel
        for (bar, angle) in zip(bars, [CGFloat.pi / 4, -CGFloat.pi / 4]) {
            bar.backgroundColor = .systemBackground
            bar.isUserInteractionEnabled = false
            bar.transform = CGAffineTransform(rotationAngle: angle)
            addSubview(bar)
        }
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        let length = bounds.width * 0.5
        for bar in bars {
            bar.bounds = CGRect(x: 0, y: 0, width: length, height: 1.5)
            bar.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }
}

import Foundation

extension UIButton {
    /// Builds the glyph of the glyph types: `.close` is a 30 pt systemFill circle with a grey ×;
    /// the info types an "i", `.contactAdd` a "+", in a 22 pt tint-coloured ring.
    func buttonTypeDidSet() {
        glyphView?.removeFromSuperview()
        glyphView = nil
        switch buttonType {
        case .close:
            let cross = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
            for angle in [CGFloat.pi / 4, -CGFloat.pi / 4] {
                let bar = UIView(frame: CGRect(x: -1, y: 5, width: 14, height: 2.2))
                bar.layer.cornerRadius = 1.1
                bar.transform = CGAffineTransform(rotationAngle: angle)
                cross.addSubview(bar)
            }
            glyphView = cross
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd:
            let ring = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
            ring.layer.cornerRadius = 11
            ring.layer.borderWidth = 1.5
            let mark = UILabel(frame: ring.bounds)
            mark.text = buttonType == .contactAdd ? "+" : "i"
            mark.font =
                buttonType == .contactAdd
                ? .systemFont(ofSize: 20, weight: .light) : .boldSystemFont(ofSize: 14)
            mark.textAlignment = .center
            ring.addSubview(mark)
            glyphView = ring
        default:
            break
        }
        if let glyphView {
            glyphView.isUserInteractionEnabled = false
            addSubview(glyphView)
        }
        updateButtonAppearance()
        setNeedsLayout()
    }

    /// Colours the glyph: the ×'s grey and circle, or the ring and mark in the tint.
    func updateGlyphColors() {
        guard let glyphView else { return }
        glyphView.isHidden = false
        if buttonType == .close {
            backgroundView.backgroundColor = UIColor(
                red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
            for bar in glyphView.subviews { bar.backgroundColor = .secondaryLabel }
        } else {
            let tint: UIColor = isEnabled ? tintColor : .tertiaryLabel
            glyphView.layer.borderColor = tint.cgColor
            (glyphView.subviews.first as? UILabel)?.textColor = tint
        }
    }
}

import Foundation

extension UIButton {
    /// The title colour when none was set: white for `.custom`, the tertiary label grey when a
    /// system-style button is disabled, otherwise nil (the tint).
    func defaultTitleColor(for state: State) -> UIColor? {
        if buttonType == .custom { return .white }
        return state.contains(.disabled) ? .tertiaryLabel : nil
    }

    /// Puts the current state's title, colours and images into the subviews.
    func updateButtonAppearance() {
        if let configuration {
            applyConfiguration(configuration)
            return
        }
        let st = state
        backgroundView.isHidden = buttonType != .close
        _subtitleLabel.isHidden = true
        _titleLabel.text = title(for: st)
        _titleLabel.textColor = titleColor(for: st) ?? tintColor
        _titleLabel.isHidden = (_titleLabel.text ?? "").isEmpty
        _imageView.image = image(for: st)
        _imageView.isHidden = _imageView.image == nil
        let background = backgroundImage(for: st)
        backgroundImageView.image = background
        backgroundImageView.isHidden = background == nil
        // A system button's content dims to 20 % while highlighted, as on iOS 7 and later.
        let dims = isHighlighted && adjustsImageWhenHighlighted && buttonType != .custom
        let alpha: CGFloat = dims ? 0.2 : 1
        _titleLabel.alpha = alpha
        _imageView.alpha =
            (!isEnabled && adjustsImageWhenDisabled && images[State.disabled.rawValue] == nil)
            ? min(alpha, 0.4) : alpha
        glyphView?.alpha = isEnabled ? alpha : 0.4
        updateGlyphColors()
    }

    /// Places background, image and title (legacy) or the configuration's content.
    func layoutButtonContent() {
        backgroundImageView.frame = bounds
        backgroundView.frame = bounds
        if let configuration {
            layoutConfiguration(configuration)
            return
        }
        if let glyphView {
            backgroundView.layer.cornerRadius = min(bounds.width, bounds.height) / 2
            glyphView.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = _imageView.isHidden ? .zero : (_imageView.image?.size ?? .zero)
        var titleSize = legacyTitleSize
        titleSize.width = min(titleSize.width, max(0, content.width - imageSize.width))
        let total = imageSize.width + titleSize.width
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.maxX - total
        case .center: x = content.midX - total / 2
        }
        x = x.rounded()
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return content.minY
            case .bottom: return content.maxY - height
            case .center: return (content.midY - height / 2).rounded()
            }
        }
        _imageView.frame = CGRect(
            x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height
        )
        .inset(by: imageEdgeInsets)
        _titleLabel.frame = CGRect(
            x: x + imageSize.width, y: y(titleSize.height), width: titleSize.width,
            height: titleSize.height
        )
        .inset(by: titleEdgeInsets)
    }

    private var legacyTitleSize: CGSize {
        _titleLabel.isHidden ? .zero : _titleLabel.intrinsicContentSize
    }

    /// The intrinsic size: the glyph's for the glyph types; title and image side by side plus
    /// `contentEdgeInsets` (a titled button with zero insets is 12 pt taller than its title, as
    /// UIKit's 30 pt system buttons with 15 pt text); or the configuration's content plus its insets.
    func buttonContentSize() -> CGSize {
        if let configuration { return configurationContentSize(configuration) }
        if buttonType == .close { return CGSize(width: 30, height: 30) }
        if glyphView != nil { return CGSize(width: 22, height: 22) }
        let i = _imageView.isHidden ? .zero : (_imageView.image?.size ?? .zero)
        let t = legacyTitleSize
        let e = contentEdgeInsets
        var h = max(i.height, t.height) + e.top + e.bottom
        if e == .zero && t.height > 0 { h = max(h, t.height + 12) }
        return CGSize(width: i.width + t.width + e.left + e.right, height: h)
    }
}

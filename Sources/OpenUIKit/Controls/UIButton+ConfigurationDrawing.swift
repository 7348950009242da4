import Foundation

extension UIButton {
    /// The foreground and background colours of `c` in the current state (see the table on
    /// `UIButton.Configuration`). Disabled: tertiary-label grey on systemGray6; highlighted: a
    /// plain button's foreground at 35 % alpha, other styles' background 15 % darker.
    func configurationColors(_ c: Configuration) -> (foreground: UIColor, background: UIColor?) {
        let tint: UIColor = tintColor
        var fg: UIColor
        var bg: UIColor?
        switch c.style {
        case .plain:
            fg = c.baseForegroundColor ?? tint
            bg = c.baseBackgroundColor
        case .tinted:
            fg = c.baseForegroundColor ?? c.baseBackgroundColor ?? tint
            bg = (c.baseBackgroundColor ?? tint).withAlphaComponent(0.15)
        case .gray:
            fg = c.baseForegroundColor ?? tint
            bg = c.baseBackgroundColor ?? .systemGray5
        case .filled:
            fg = c.baseForegroundColor ?? .white
            bg = c.baseBackgroundColor ?? tint
        }
        if !isEnabled {
            fg = .tertiaryLabel
            if c.style != .plain { bg = .systemGray6 }
        } else if isHighlighted {
            if c.style == .plain || bg == nil {
                fg = fg.withAlphaComponent(fg.alpha * 0.35)
            } else if let b = bg {
                bg = UIColor(
                    red: b.red * 0.85, green: b.green * 0.85, blue: b.blue * 0.85, alpha: b.alpha)
            }
        }
        return (fg, bg)
    }

    /// The background corner radius of `c` for a button `height` points tall.
    func configurationCornerRadius(_ c: Configuration, height: CGFloat) -> CGFloat {
        switch c.cornerStyle {
        case .dynamic, .fixed: return c.buttonSize.dynamicCornerRadius
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return height / 2
        }
    }

    /// Puts the configuration's content, fonts and colours into the subviews.
    func applyConfiguration(_ c: Configuration) {
        let colors = configurationColors(c)
        backgroundView.isHidden = colors.background == nil
        backgroundView.backgroundColor = colors.background
        backgroundImageView.isHidden = true
        glyphView?.isHidden = true
        _titleLabel.text = c.title
        _titleLabel.font = .systemFont(ofSize: c.buttonSize.titleFontSize)
        _titleLabel.textColor = colors.foreground
        _titleLabel.isHidden = (c.title ?? "").isEmpty
        _subtitleLabel.text = c.subtitle
        _subtitleLabel.font = .systemFont(ofSize: c.buttonSize.subtitleFontSize)
        _subtitleLabel.textColor = colors.foreground
        _subtitleLabel.isHidden = (c.subtitle ?? "").isEmpty
        _imageView.image = c.image
        _imageView.isHidden = c.image == nil
        for v in [_titleLabel, _subtitleLabel, _imageView] as [UIView] { v.alpha = 1 }
        setNeedsLayout()
    }

    private func textBlockSize(_ c: Configuration) -> (
        title: CGSize, subtitle: CGSize, block: CGSize
    ) {
        let t = _titleLabel.isHidden ? .zero : _titleLabel.intrinsicContentSize
        let s = _subtitleLabel.isHidden ? .zero : _subtitleLabel.intrinsicContentSize
        let gap = t.height > 0 && s.height > 0 ? c.titlePadding : 0
        return (t, s, CGSize(width: max(t.width, s.width), height: t.height + gap + s.height))
    }

    private func imageAndTextSize(_ c: Configuration) -> (
        image: CGSize, text: CGSize, total: CGSize, gap: CGFloat
    ) {
        let i = _imageView.isHidden ? .zero : (_imageView.image?.size ?? .zero)
        let text = textBlockSize(c).block
        let gap = i.width > 0 && text.width > 0 ? c.imagePadding : 0
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        let total =
            vertical
            ? CGSize(width: max(i.width, text.width), height: i.height + gap + text.height)
            : CGSize(width: i.width + gap + text.width, height: max(i.height, text.height))
        return (i, text, total, gap)
    }

    /// The content (image, title, subtitle) plus `contentInsets`.
    func configurationContentSize(_ c: Configuration) -> CGSize {
        let total = imageAndTextSize(c).total
        let e = c.contentInsets
        return CGSize(
            width: (total.width + e.leading + e.trailing).rounded(.up),
            height: (total.height + e.top + e.bottom).rounded(.up))
    }

    /// Lays out the configuration's content centred in the bounds inset by `contentInsets`.
    func layoutConfiguration(_ c: Configuration) {
        backgroundView.layer.cornerRadius = configurationCornerRadius(c, height: bounds.height)
        let e = c.contentInsets
        let content = bounds.inset(
            by: UIEdgeInsets(top: e.top, left: e.leading, bottom: e.bottom, right: e.trailing))
        let sizes = imageAndTextSize(c)
        let text = textBlockSize(c)
        let origin = CGPoint(
            x: (content.midX - sizes.total.width / 2).rounded(),
            y: (content.midY - sizes.total.height / 2).rounded())
        var imageOrigin = origin
        var textOrigin = origin
        switch c.imagePlacement {
        case .top:
            imageOrigin.x += (sizes.total.width - sizes.image.width) / 2
            textOrigin.x += (sizes.total.width - sizes.text.width) / 2
            textOrigin.y += sizes.image.height + sizes.gap
        case .bottom:
            imageOrigin.x += (sizes.total.width - sizes.image.width) / 2
            textOrigin.x += (sizes.total.width - sizes.text.width) / 2
            imageOrigin.y += sizes.text.height + sizes.gap
        case .trailing:
            imageOrigin.x += sizes.text.width + sizes.gap
            imageOrigin.y += (sizes.total.height - sizes.image.height) / 2
            textOrigin.y += (sizes.total.height - sizes.text.height) / 2
        default:
            textOrigin.x += sizes.image.width + sizes.gap
            imageOrigin.y += (sizes.total.height - sizes.image.height) / 2
            textOrigin.y += (sizes.total.height - sizes.text.height) / 2
        }
        _imageView.frame = CGRect(origin: imageOrigin, size: sizes.image)
        func x(_ width: CGFloat) -> CGFloat {
            switch c.titleAlignment {
            case .leading: return textOrigin.x
            case .trailing: return textOrigin.x + text.block.width - width
            case .automatic, .center:
                return (textOrigin.x + (text.block.width - width) / 2).rounded()
            }
        }
        _titleLabel.frame = CGRect(
            x: x(text.title.width), y: textOrigin.y.rounded(), width: text.title.width,
            height: text.title.height)
        let subtitleY =
            textOrigin.y + text.title.height + (text.title.height > 0 ? c.titlePadding : 0)
        _subtitleLabel.frame = CGRect(
            x: x(text.subtitle.width), y: subtitleY.rounded(), width: text.subtitle.width,
            height: text.subtitle.height)
    }
}

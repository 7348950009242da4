import Foundation
@_spi(Testing) import OpenUIKit

/// Shared building blocks for the seed demos' screens: iOS-like title bars, list rows, labels,
/// buttons and text-field-like boxes. Sizes come from the window (never hard-coded) and the device
/// profile's safe area.
@MainActor
enum DemoScenery {
    /// The top safe-area inset of the current device (the status bar / Dynamic Island strip).
    static var safeTop: CGFloat { UIScreen.main.safeAreaInsets.top }
    /// Height of a title bar: the safe area plus a 44 pt bar, as a navigation bar occupies.
    static var barBottom: CGFloat { safeTop + UINavigationBar.standardHeight }
    /// Bar background (iOS' translucent bar on white, as an opaque colour); in the dark
    /// appearance the dark bar's 33 grey (Docs/Behaviour-traits.md, "Bars").
    static let barColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 33 / 255, green: 33 / 255, blue: 33 / 255, alpha: 1)
            : UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)
    }

    /// A card on a screen's background: white in the light appearance, the grouped cells' grey in
    /// the dark one (`.secondarySystemGroupedBackground`, white in light).
    static let cardColor = UIColor.secondarySystemGroupedBackground

    /// A card over a coloured screen: white at 95 % in the light appearance, the grouped cells'
    /// dark grey at 95 % in the dark one.
    static let translucentCardColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 0.95)
            : UIColor(white: 1, alpha: 0.95)
    }

    /// Whether `view` lays out right-to-left (its `effectiveUserInterfaceLayoutDirection`).
    static func isRightToLeft(_ view: UIView) -> Bool {
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Sets `view`'s frame to `rect` measured from the leading edge of a container `width` wide:
    /// now, mirrored when `rightToLeft`, or at each layout pass by `frames` when given.
    static func place(
        _ view: UIView, _ rect: CGRect, in width: CGFloat, rightToLeft: Bool,
        _ frames: LeadingFrames?
    ) {
        if let frames {
            frames.place(view, rect)
        } else {
            view.frame = leading(rect, in: width, rightToLeft: rightToLeft)
        }
    }

    /// `rect` in a container `width` wide, mirrored when `rightToLeft` (a frame measured from the
    /// leading edge).
    static func leading(_ rect: CGRect, in width: CGFloat, rightToLeft: Bool) -> CGRect {
        guard rightToLeft else { return rect }
        var mirrored = rect
        mirrored.origin.x = width - rect.maxX
        return mirrored
    }

    /// A visible key window showing `root`, in the system settings the demo is played in
    /// (``DemoTraits/current``), given before `root` loads its view.
    static func window(root: UIViewController) -> UIWindow {
        let window = UIWindow()
        if let settings = DemoTraits.current { window.traitOverride = settings.collection }
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// A visible, laid-out key window showing `content`; with a `navigationTitle`, inside a
    /// navigation controller whose bar shows that title (`content.title`, `decorate`).
    static func window(showing content: UIViewController, navigationTitle: String?) -> UIWindow {
        var root = content
        if let navigationTitle {
            let nav = UINavigationController(rootViewController: content)
            decorate(nav, title: navigationTitle)
            root = nav
        }
        let shown = window(root: root)
        shown.layoutIfNeeded()
        return shown
    }

    /// A label with the given text, font size, weight and colour.
    static func label(
        _ text: String, size: CGFloat = 17, weight: UIFont.Weight = .regular,
        color: UIColor = .label, alignment: NSTextAlignment = .natural, lines: Int = 1
    ) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = UIFont.systemFont(ofSize: size, weight: weight)
        l.textColor = color
        l.textAlignment = alignment
        l.numberOfLines = lines
        return l
    }

    /// Adds a navigation-bar-like header (bar colour, centred bold title, hairline) across the top
    /// of `view` and returns it; `width` is the view's width.
    @discardableResult
    static func titleBar(_ title: String, in view: UIView, width: CGFloat) -> UIView {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: width, height: barBottom))
        bar.backgroundColor = barColor
        bar.autoresizingMask = [.flexibleWidth]
        let t = label(title, size: 17, weight: .semibold, alignment: .center)
        t.frame = CGRect(x: 0, y: safeTop, width: width, height: UINavigationBar.standardHeight)
        t.autoresizingMask = [.flexibleWidth]
        bar.addSubview(t)
        let line = UIView(frame: CGRect(x: 0, y: barBottom - 0.5, width: width, height: 0.5))
        line.backgroundColor = .opaqueSeparator
        line.autoresizingMask = [.flexibleWidth]
        bar.addSubview(line)
        view.addSubview(bar)
        return bar
    }

    /// Sets up a navigation controller's bar as the demos show it: the root controller's title
    /// and the demos' bar colour. Pushed controllers show their own `title`; the bar animates
    /// between them.
    static func decorate(_ nav: UINavigationController, title: String) {
        nav.topViewController?.title = title
        nav.navigationBar.barTintColor = barColor
    }

    /// Adds table-view-like rows ("Row 1" …) in a white inset-grouped card starting at `top`, and
    /// returns the row views (each `rowHeight` tall) in order.
    static func listRows(
        _ titles: [String], in view: UIView, top: CGFloat, width: CGFloat,
        rowHeight: CGFloat = 52, accent: [UIColor], frames: LeadingFrames? = nil
    ) -> [UIView] {
        let card = UIView(
            frame: CGRect(
                x: 16, y: top, width: width - 32, height: rowHeight * CGFloat(titles.count)))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        view.addSubview(card)
        var rows: [UIView] = []
        let rtl = isRightToLeft(view)
        for (i, title) in titles.enumerated() {
            let row = UIView(
                frame: CGRect(
                    x: 0, y: rowHeight * CGFloat(i), width: card.bounds.width, height: rowHeight))
            row.backgroundColor = .secondarySystemGroupedBackground
            let w = row.bounds.width
            let dot = UIView()
            place(
                dot, CGRect(x: 14, y: (rowHeight - 30) / 2, width: 30, height: 30), in: w,
                rightToLeft: rtl, frames)
            dot.backgroundColor = accent[i % accent.count]
            dot.layer.cornerRadius = 7
            row.addSubview(dot)
            let text = label(title)
            place(
                text, CGRect(x: 58, y: 0, width: w - 90, height: rowHeight), in: w,
                rightToLeft: rtl, frames)
            row.addSubview(text)
            // A disclosure chevron points to the trailing edge.
            let chevron = label(rtl ? "‹" : "›", size: 22, color: .systemGray3, alignment: .right)
            if rtl { chevron.textAlignment = .left }
            place(
                chevron, CGRect(x: w - 34, y: 0, width: 20, height: rowHeight), in: w,
                rightToLeft: rtl, frames)
            if let frames {
                frames.onDirection { rtl in
                    chevron.text = rtl ? "‹" : "›"
                    chevron.textAlignment = rtl ? .left : .right
                }
            }
            row.addSubview(chevron)
            if i < titles.count - 1 {
                let line = UIView()
                place(
                    line, CGRect(x: 58, y: rowHeight - 0.5, width: w - 58, height: 0.5), in: w,
                    rightToLeft: rtl, frames)
                line.backgroundColor = .opaqueSeparator
                row.addSubview(line)
            }
            card.addSubview(row)
            rows.append(row)
        }
        return rows
    }

    /// A rounded text-field-like box with a grey placeholder.
    static func textBox(_ placeholder: String, frame: CGRect) -> UIView {
        let box = BorderedBox(frame: frame)
        box.backgroundColor = .systemBackground
        box.layer.cornerRadius = 8
        box.layer.borderWidth = 1
        box.border = .systemGray4
        let p = label(placeholder, color: .systemGray2)
        p.frame = CGRect(x: 12, y: 0, width: frame.width - 24, height: frame.height)
        box.addSubview(p)
        return box
    }

    /// A filled rounded button-like view with a white centred title.
    static func button(_ title: String, frame: CGRect, color: UIColor = .systemBlue) -> UIView {
        let b = UIView(frame: frame)
        b.backgroundColor = color
        b.layer.cornerRadius = 12
        let t = label(title, size: 17, weight: .semibold, color: .white, alignment: .center)
        t.frame = b.bounds
        b.addSubview(t)
        return b
    }

    /// A block of grey placeholder "text lines" (a paragraph silhouette) below `top`; with
    /// `resizing`, the lines follow `view`'s width (autoresizing), as wrapped text would.
    static func paragraph(
        in view: UIView, x: CGFloat, top: CGFloat, width: CGFloat, lines: Int,
        color: UIColor = .systemGray5, resizing: Bool = false, frames: LeadingFrames? = nil
    ) {
        // The short last line ends at the trailing edge's side: on the right right-to-left.
        let rtl = isRightToLeft(view)
        for i in 0..<lines {
            let last = i == lines - 1
            let w = last ? width * 0.6 : width
            let line = UIView(
                frame: CGRect(
                    x: rtl ? x + width - w : x, y: top + CGFloat(i) * 22, width: w, height: 12))
            if last, let frames {
                frames.place(line, CGRect(x: x, y: top + CGFloat(i) * 22, width: w, height: 12))
            }
            line.backgroundColor = color
            line.layer.cornerRadius = 6
            if resizing {
                // The lines follow their container's width, as text would (the last one keeps
                // its share of the width).
                line.autoresizingMask =
                    last
                    ? [.flexibleWidth, rtl ? .flexibleLeftMargin : .flexibleRightMargin]
                    : [.flexibleWidth]
            }
            view.addSubview(line)
        }
    }
}

/// A view with a border in a dynamic colour: a layer keeps the `CGColor` it is given, so the
/// border is resolved again with the view's traits when they change, as UIKit apps do.
final class BorderedBox: UIView {
    /// The border's colour. Default `.systemGray4`.
    var border: UIColor = .systemGray4 {
        didSet { layer.borderColor = border.resolvedColor(with: traitCollection).cgColor }
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        layer.borderColor = border.resolvedColor(with: traitCollection).cgColor
    }
}

/// Frames measured from the leading edge of their superview, mirrored on the first layout pass
/// that finds it laying out right-to-left (and back when it turns left-to-right): for a screen
/// built in `viewDidLoad()`, before its traits are final (UIKit's are from `viewIsAppearing(_:)`
/// on). Its controller calls ``apply()`` in `viewDidLayoutSubviews()`. Nothing moves while the
/// direction stays, so animations of the views are left alone.
@MainActor
final class LeadingFrames {
    private var items: [(view: UIView, frame: CGRect)] = []
    private var handlers: [(Bool) -> Void] = []
    /// The direction the frames were last set for.
    private var placedRightToLeft = false

    /// Gives `view` the frame `rect`, left-to-right, now and at each ``apply()``.
    func place(_ view: UIView, _ rect: CGRect) {
        view.frame = rect
        items.append((view, rect))
    }

    /// Runs `handler` with whether the views lay out right-to-left at each ``apply()``.
    func onDirection(_ handler: @escaping (Bool) -> Void) { handlers.append(handler) }

    /// Sets every frame again, mirrored in its superview, when the direction has changed.
    func apply() {
        guard let first = items.first?.view.superview else { return }
        let rtl = DemoScenery.isRightToLeft(first)
        guard rtl != placedRightToLeft else { return }
        placedRightToLeft = rtl
        for (view, rect) in items {
            guard let container = view.superview else { continue }
            view.frame = DemoScenery.leading(rect, in: container.bounds.width, rightToLeft: rtl)
        }
        for handler in handlers { handler(rtl) }
    }
}

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
    /// Bar background (iOS' translucent bar on white, as an opaque colour).
    static let barColor = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)

    /// A visible key window showing `root`.
    static func window(root: UIViewController) -> UIWindow {
        let window = UIWindow()
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
        rowHeight: CGFloat = 52, accent: [UIColor]
    ) -> [UIView] {
        let card = UIView(
            frame: CGRect(
                x: 16, y: top, width: width - 32, height: rowHeight * CGFloat(titles.count)))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        view.addSubview(card)
        var rows: [UIView] = []
        for (i, title) in titles.enumerated() {
            let row = UIView(
                frame: CGRect(
                    x: 0, y: rowHeight * CGFloat(i), width: card.bounds.width, height: rowHeight))
            row.backgroundColor = .secondarySystemGroupedBackground
            let dot = UIView(frame: CGRect(x: 14, y: (rowHeight - 30) / 2, width: 30, height: 30))
            dot.backgroundColor = accent[i % accent.count]
            dot.layer.cornerRadius = 7
            row.addSubview(dot)
            let text = label(title)
            text.frame = CGRect(x: 58, y: 0, width: row.bounds.width - 90, height: rowHeight)
            row.addSubview(text)
            let chevron = label("›", size: 22, color: .systemGray3, alignment: .right)
            chevron.frame = CGRect(x: row.bounds.width - 34, y: 0, width: 20, height: rowHeight)
            row.addSubview(chevron)
            if i < titles.count - 1 {
                let line = UIView(
                    frame: CGRect(
                        x: 58, y: rowHeight - 0.5, width: row.bounds.width - 58, height: 0.5))
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
        let box = UIView(frame: frame)
        box.backgroundColor = .white
        box.layer.cornerRadius = 8
        box.layer.borderWidth = 1
        box.layer.borderColor = UIColor.systemGray4.cgColor
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
        color: UIColor = .systemGray5, resizing: Bool = false
    ) {
        for i in 0..<lines {
            let last = i == lines - 1
            let w = last ? width * 0.6 : width
            let line = UIView(frame: CGRect(x: x, y: top + CGFloat(i) * 22, width: w, height: 12))
            line.backgroundColor = color
            line.layer.cornerRadius = 6
            if resizing {
                // The lines follow their container's width, as text would (the last one keeps
                // its share of the width).
                line.autoresizingMask =
                    last ? [.flexibleWidth, .flexibleRightMargin] : [.flexibleWidth]
            }
            view.addSubview(line)
        }
    }
}

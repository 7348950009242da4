import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A screen of 200 constraints re-lays out after one constant change through the incremental path.
@MainActor
@Suite struct AutoLayoutIncrementalTests {
    /// A column of 40 views, five constraints each: leading, trailing, top 8 below the previous
    /// view, a height of 44 at 750 and a minimum height of 30 (every fourth view: 60 at 250).
    func column() -> (UIView, [UIView], NSLayoutConstraint) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
        var views: [UIView] = []
        var firstTop: NSLayoutConstraint!
        for i in 0..<40 {
            let v = constrainedSubview(of: container)
            let top =
                views.last.map { v.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                ?? v.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
            if i == 0 { firstTop = top }
            let preferred = v.heightAnchor.constraint(equalToConstant: 44)
            preferred.priority = .defaultHigh
            let extra =
                i % 4 == 0
                ? v.heightAnchor.constraint(equalToConstant: 60)
                : v.heightAnchor.constraint(greaterThanOrEqualToConstant: 30)
            if i % 4 == 0 { extra.priority = .defaultLow }
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                v.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                top, preferred, extra,
            ])
            views.append(v)
        }
        return (container, views, firstTop)
    }

    @Test func oneConstantChangeMovesTheWholeColumn() {
        let (container, views, firstTop) = column()
        container.layoutIfNeeded()
        #expect(views.count * 5 == 200)
        #expect(views[0].frame == CGRect(x: 16, y: 20, width: 343, height: 44))
        #expect(views[39].frame == CGRect(x: 16, y: 20 + 39 * 52, width: 343, height: 44))

        firstTop.constant = 100
        container.layoutIfNeeded()
        #expect(views[0].frame.minY == 100)
        #expect(views[39].frame == CGRect(x: 16, y: 100 + 39 * 52, width: 343, height: 44))
        #expect(container.autoLayoutEngine?.solver.constraintCount == 200 + 4)
    }

    /// A constraint deactivated and released, then a new one with the same constant made at once
    /// (which the allocator may place at the old one's address), is installed: the engine keeps
    /// what it installed alive until it removes it, so an address never stands for two
    /// constraints. (Found by the stack view's tests: a width of 100 replaced by a height of 100
    /// left the width at 100 and the height at 0.)
    @Test func aConstraintMadeWhereAReleasedOneWasIsInstalled() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        for round in 0..<20 {
            do {
                let wide = v.widthAnchor.constraint(equalToConstant: 100)
                wide.isActive = true
                container.layoutIfNeeded()
                #expect(v.frame.width == 100, "round \(round)")
                wide.isActive = false
            }
            let tall = v.heightAnchor.constraint(equalToConstant: 100)
            tall.isActive = true
            container.layoutIfNeeded()
            #expect(v.frame.height == 100, "round \(round)")
            #expect(v.frame.width == 0, "round \(round)")
            tall.isActive = false
            container.layoutIfNeeded()
        }
    }
}

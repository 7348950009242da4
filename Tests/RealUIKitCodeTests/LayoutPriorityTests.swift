import OpenUIKit
import Testing

/// `UILayoutPriority` as UIKit declares it: raw-value arithmetic with `Float`, and ordering only
/// where the app adds it (UILayoutPriority+Comparable.swift).
@MainActor
struct LayoutPriorityTests {
    @Test func theAppsOwnComparableConformanceOrdersPriorities() {
        let priorities: [UILayoutPriority] = [.required, .defaultLow, .defaultHigh - 1]
        #expect(priorities.sorted().map(\.rawValue) == [250, 749, 1000])
        #expect(priorities.max() == .required)
    }

    @Test func aPriorityIsRaisedAndLoweredByAFloat() {
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.defaultLow - 0.5).rawValue == 249.5)
    }
}

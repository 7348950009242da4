import Foundation

/// A description of a view's content that makes the view showing it, as UIKit's
/// `UIContentConfiguration` (set as a cell's `contentConfiguration`). `updated(for:)` is not
/// here yet: configuration states (`UICellConfigurationState`) do not exist in this engine.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
}

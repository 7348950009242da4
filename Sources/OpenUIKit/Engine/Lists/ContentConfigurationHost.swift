import Foundation

/// Shows `configuration` in `host` (a cell's content view): a configuration of the same type
/// as the one shown updates its view in place, as in UIKit; another type replaces the view;
/// nil removes it. Returns the view now shown. Shared by table and collection view cells.
@MainActor
func installContentConfiguration(
    _ configuration: (any UIContentConfiguration)?,
    replacing current: (any UIView & UIContentView)?, in host: UIView
) -> (any UIView & UIContentView)? {
    guard let configuration else {
        current?.removeFromSuperview()
        return nil
    }
    if let current, type(of: current.configuration) == type(of: configuration) {
        current.configuration = configuration
        return current
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = host.bounds
    host.addSubview(view)
    return view
}

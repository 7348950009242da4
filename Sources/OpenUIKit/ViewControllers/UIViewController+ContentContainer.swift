import Foundation

/// View controllers are content containers, as in UIKit; the methods, with UIKit's defaults, are
/// in the class body (UIViewController.swift) so that subclasses can override them.
extension UIViewController: UIContentContainer {}

#if canImport(UIKit)
    import UIKit

    extension UIBarButtonItem {
        /// Creates an item with a title, a look and an action:
        /// `init(title:style:target:action:)` with a closure.
        public convenience init(
            title: String?, style: Style = .plain,
            handler: (@MainActor (UIBarButtonItem) -> Void)? = nil
        ) {
            self.init(title: title, style: style, target: nil, action: nil)
            self.handler = handler
        }

        /// Creates an item showing an image, with a look and an action:
        /// `init(image:style:target:action:)` with a closure.
        public convenience init(
            image: UIImage?, style: Style = .plain,
            handler: (@MainActor (UIBarButtonItem) -> Void)? = nil
        ) {
            self.init(image: image, style: style, target: nil, action: nil)
            self.handler = handler
        }

        /// Creates a system item with an action: `init(barButtonSystemItem:target:action:)`
        /// with a closure.
        public convenience init(
            barButtonSystemItem systemItem: SystemItem,
            handler: (@MainActor (UIBarButtonItem) -> Void)? = nil
        ) {
            self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
            self.handler = handler
        }

        /// The closure called with the item when it is tapped; nil for none.
        public var handler: (@MainActor (UIBarButtonItem) -> Void)? {
            get {
                guard let target = closureTargets.first else { return nil }
                return { item in target.body(item) }
            }
            set {
                closureTargets =
                    newValue.map { handler in
                        [ClosureTarget { item in handler(item as! UIBarButtonItem) }]
                    } ?? []
                target = closureTargets.first
                action = newValue == nil ? nil : #selector(ClosureTarget.fire(_:))
            }
        }
    }
#endif

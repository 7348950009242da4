import Foundation

/// An alert or action sheet, as UIKit's `UIAlertController`: a title, a message, text fields
/// (alerts only) and actions, presented with `present(_:animated:completion:)`.
///
/// It presents itself: its own transitioning delegate gives the alert's animation (the alert
/// fades in from 1.2× over a dimmed screen; the sheet slides up from the bottom) and its own
/// presentation controller; an action sheet on an iPad is a popover anchored where its
/// `popoverPresentationController` says. Choosing an action dismisses the alert and runs the
/// action's handler once the dismissal ends. Where Apple is silent (sizes, timings):
/// Docs/Behaviour-today.md, "Alerts".
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet, as UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom of the screen (a popover on an iPad).
        case actionSheet = 0
        /// A modal alert in the middle of the screen.
        case alert = 1
    }

    /// The text under the title.
    open var message: String? {
        didSet { actionsChanged() }
    }

    /// Alert or action sheet, fixed at creation.
    open private(set) var preferredStyle: Style = .alert

    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []

    /// The action drawn bold and chosen by the return key; nil by default. It must be one of
    /// `actions`, as UIKit requires.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction {
                precondition(
                    actions.contains { $0 === preferredAction },
                    "The -preferredAction of an alert controller must be contained in the -actions array or be nil."
                )
            }
            actionsChanged()
        }
    }

    /// The text fields added with `addTextField(configurationHandler:)`; nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    var fields: [UITextField] = []
    /// The transitioning delegate the alert owns (the controller's own is weak, as in UIKit).
    private var ownedTransitioning: AlertTransitioning?

    /// An alert controller with the given title, message and style.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        updatePresentationStyle()
    }

    /// An alert with no title, message or action (add them before presenting).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        let transitioning = AlertTransitioning()
        ownedTransitioning = transitioning
        transitioningDelegate = transitioning
        updatePresentationStyle()
    }

    /// Alerts are not archived: as `init(nibName: nil, bundle: nil)`.
    public required convenience init?(coder: NSCoder) {
        self.init(nibName: nil, bundle: nil)
    }

    /// Adds an action. A second `.cancel` action stops with UIKit's message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel {
            precondition(
                !actions.contains { $0.style == .cancel },
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
            )
        }
        action.alertController = self
        actions.append(action)
        actionsChanged()
    }

    /// Adds a text field under the message, configured by `configurationHandler`; alerts only,
    /// as UIKit requires.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
        )
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .roundedRect
        fields.append(field)
        configurationHandler?(field)
        actionsChanged()
    }

    /// The alert's view: the dimmed-screen-sized view holding the alert's card (built by the
    /// engine, laid out on every layout pass).
    open override func loadView() {
        view = AlertContentView(controller: self)
    }

    /// Raises UIKit's exception for an alert with nothing to show.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        precondition(
            (title ?? "").isEmpty == false || (message ?? "").isEmpty == false
                || !actions.isEmpty || !fields.isEmpty,
            "UIAlertController must have a title, a message or an action to display")
    }

    /// The alert's content changed: lay the card out again.
    func actionsChanged() {
        viewIfLoaded?.setNeedsLayout()
    }

    /// An alert is custom-presented; an action sheet is too, except on an iPad, where it is a
    /// popover (as UIKit's `_modalPresentationStyleForResolvedStyle`).
    private func updatePresentationStyle() {
        let pad = UIDevice.current.userInterfaceIdiom == .pad
        modalPresentationStyle = preferredStyle == .actionSheet && pad ? .popover : .custom
    }

    /// Chooses `action` as a tap does: dismisses, then runs the handler when the dismissal ends.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}

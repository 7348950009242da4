import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`.
///
/// The view loads lazily (`loadView`, then `viewDidLoad`) the first time `view` is read. Appearance
/// callbacks (`viewWillAppear` …) are sent by the window (root controller), by presentations, by
/// containers and by the window hierarchy for children, as in UIKit. Overridable members live in
/// this class body (Swift cannot override members declared in extensions); their engine
/// implementations are in the `UIViewController+…` files.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    // MARK: Storage (engine)

    var _view: UIView?
    var _children: [UIViewController] = []
    var appearance = AppearanceTracker()
    var _systemBarInsets: UIEdgeInsets = .zero
    /// The scroll views set with `setContentScrollView(_:for:)` for the top and bottom edges.
    weak var _topContentScrollView: UIScrollView?
    weak var _bottomContentScrollView: UIScrollView?
    var _navigationItem: UINavigationItem?
    /// The items shown in the navigation controller's toolbar while this controller is on top.
    var _toolbarItems: [UIBarButtonItem]?
    /// Set by `UIStoryboard` when it creates the controller (storyboard and scene identifier).
    var _storyboard: UIStoryboard?
    var _storyboardIdentifier: String?
    /// Unwind actions this controller answers (the closure form of `@IBAction` unwind methods).
    @preconcurrency var _unwindActions: [String: @MainActor (UIStoryboardSegue) -> Void] = [:]
    var _tabBarItem: UITabBarItem?
    /// `isEditing`, and the item `editButtonItem` made.
    var _editing = false
    var _editButtonItem: UIBarButtonItem?
    /// The presentation controller while this controller is presented (UIKit keeps it while onscreen).
    var _presentationController: UIPresentationController?
    /// Where the presenter's view came from, while this controller is presented.
    var _presentationRecord: PresentationRecord?
    /// The popover presentation controller of a popover that adapted to another style (UIKit keeps
    /// answering `popoverPresentationController` with it); the adapted presentation controller
    /// owns it.
    weak var _adaptedPopover: UIPopoverPresentationController?
    /// The iOS 18 preferred transition (`preferredTransition`).
    var _preferredTransition: Transition?
    /// Traits a parent set for this controller (`setOverrideTraitCollection(_:forChild:)`), and
    /// that parent: the override applies while it is still the parent.
    var _traitOverride: UITraitCollection?
    weak var _traitOverrideOwner: UIViewController?
    /// Overrides, last delivered traits and trait-change registrations (Engine/Traits).
    var _traitState: TraitState?

    // MARK: Public state

    /// The parent in a container relationship (never the presenting controller).
    public internal(set) weak var parent: UIViewController?
    /// The controller this one presented, if any.
    public internal(set) var presentedViewController: UIViewController?
    weak var _presentingViewController: UIViewController?
    /// The controller that presented this one, or, for a child of a presented controller, the one
    /// that presented its ancestor (as UIKit).
    public var presentingViewController: UIViewController? {
        _presentingViewController ?? parent?.presentingViewController
    }
    /// True from the start of a presentation of this controller until it completes.
    public internal(set) var isBeingPresented = false
    /// True from the start of a dismissal of this controller until it completes.
    public internal(set) var isBeingDismissed = false
    /// True while this controller is being added to a container (read in appearance callbacks).
    public internal(set) var isMovingToParent = false
    /// True while this controller is being removed from a container (read in appearance callbacks).
    public internal(set) var isMovingFromParent = false

    /// The controller's title, shown by navigation and tab bars.
    open var title: String? {
        didSet { titleDidChange(from: oldValue) }
    }
    /// The size the controller would like for its view, in points. Default `.zero`.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            if oldValue != preferredContentSize, let pc = _presentationController,
                pc._containerView != nil
            {
                trace(pc, "preferredContentSizeDidChange(forChildContentContainer:)")
                pc.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    /// Insets added to the safe area of the controller's view, in points. Default `.zero`.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { safeAreaDidChange() } }
    }
    /// Whether a navigation controller hides its tab bar while this controller is on top. Default false.
    open var hidesBottomBarWhenPushed = false

    // MARK: Presentation configuration

    /// The object that vends animators, interaction controllers and presentation controllers when
    /// this controller is presented or dismissed. Weak, as in UIKit: keep it alive elsewhere.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// How this controller is presented. Default `.automatic` (a page sheet on iOS 13+).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The built-in animation used when no animator is supplied. Default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether this controller's view is covered by `.currentContext` presentations from it or its
    /// descendants. Default false.
    open var definesPresentationContext = false
    /// Whether a context-defining controller supplies the transition style of presentations in its
    /// context. Default false.
    open var providesPresentationContextTransitionStyle = false
    /// Whether a sheet can be dismissed by a swipe. Default false (dismissable).
    open var isModalInPresentation = false

    // MARK: Status bar (resolution in Engine/Application/StatusBarAppearance.swift)

    /// The status bar style this controller prefers when it decides the status bar's appearance.
    /// Default `.default`. Call `setNeedsStatusBarAppearanceUpdate()` when the answer changes.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden. Default false.
    open var prefersStatusBarHidden: Bool { false }
    /// How a change of `prefersStatusBarHidden` animates. Default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's; default
    /// nil (this controller decides).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's; default
    /// nil (this controller decides).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether this controller, presented other than full screen, takes over the status bar's
    /// appearance from its presenter. Default false: as UIKit documents, only a `.fullScreen`
    /// presentation takes it over otherwise.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system that the status bar preferences changed: the status bar takes the
    /// appearance the controllers now prefer (inside an animation block, animated with it).
    open func setNeedsStatusBarAppearanceUpdate() { StatusBarAppearance.update() }

    // MARK: Initialisers

    /// Creates a controller. Nibs do not exist in this engine; both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        ViewControllerHooks.installOnce()
        MemoryWarningListeners.add(self)
    }

    /// Creates a controller, as `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives do not exist in this engine; creates a plain controller, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init()
        ViewControllerHooks.installOnce()
        MemoryWarningListeners.add(self)
    }

    /// Called when the app receives a memory warning, for the controller to release what it can
    /// make again; the default does nothing (since iOS 6 the view stays loaded). Overrides call
    /// `super`.
    ///
    /// Every controller in memory hears `UIApplication.didReceiveMemoryWarningNotification`
    /// from its initialiser on, in the order the controllers were made.
    open func didReceiveMemoryWarning() {}

    // MARK: View loading (implementations in UIViewController+View.swift)

    /// The root view, loaded on first access (`loadView` then `viewDidLoad`).
    open var view: UIView! {
        get {
            loadViewIfRequired()
            return _view
        }
        set { setView(newValue) }
    }
    /// Creates the root view. The default makes a plain view the size of the screen.
    /// Override to assign `view` yourself; do not call super if you do.
    open func loadView() { _view = makeDefaultView() }
    /// Called once, after the view loaded.
    open func viewDidLoad() {}
    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view updates its constraints; the default runs the view's
    /// `updateConstraints()`.
    ///
    /// Don't call it; call `view.setNeedsUpdateConstraints()`. It runs in the constraint pass,
    /// after the subviews' `updateConstraints()`, in place of the root view's own, as in UIKit;
    /// an override updates its constraints and calls super last. It tracks the `@Observable`
    /// properties it reads: changing one asks for it again.
    open func updateViewConstraints() { _view?.updateConstraints() }
    /// Configures the controller's content and styling before layout (iOS 26); the default does
    /// nothing.
    ///
    /// Don't call it; call `setNeedsUpdateProperties()`. It runs in the pass before layout, just
    /// before its view's `updateProperties()`, and tracks the `@Observable` properties it reads:
    /// changing one asks for it again (UIKit's automatic observation tracking).
    open func updateProperties() {}

    // MARK: Appearance (sent by the engine; see UIViewController+Appearance.swift)

    /// The view is about to be added to the window hierarchy (or uncovered).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window and laid out by its superview, between `viewWillAppear` and
    /// `viewDidAppear` (iOS 13+, documented from iOS 17).
    ///
    /// As UIKit documents, it comes once per appearance, after the view was added to the
    /// hierarchy and its superview laid it out, with traits and geometry up to date: here, in the
    /// first layout pass of the view while it is in a window, before `viewWillLayoutSubviews`; at
    /// the latest just before `viewDidAppear` (an appearance whose view is never laid out).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view finished appearing.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be removed, covered or hidden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view finished disappearing.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Whether appearance callbacks are forwarded to children automatically. Default true.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment (implementations in UIViewController+Containment.swift)

    /// Adds a child controller; calls `child.willMove(toParent: self)` but not `didMove`.
    open func addChild(_ childController: UIViewController) { performAddChild(childController) }
    /// Removes this controller from its parent; calls neither `willMove` nor `didMove`.
    open func removeFromParent() { performRemoveFromParent() }
    /// Called before this controller is added to (or, with nil, removed from) a parent. The base
    /// implementation sets `isMovingToParent` / `isMovingFromParent` for the coming appearance
    /// callbacks (call super when overriding, as UIKit asks), and records the call on the
    /// diagnostics timeline (once, also when the engine makes it).
    open func willMove(toParent parent: UIViewController?) {
        TransitionDiagnostics.shared.recordOnce(
            self, "willMove(toParent: \(parent.map { uikitName($0) } ?? "nil"))")
        markMoving(toParent: parent)
    }
    /// Called after this controller was added to (or, with nil, removed from) a parent. The base
    /// implementation records the call on the diagnostics timeline (once, also when the engine
    /// makes it).
    open func didMove(toParent parent: UIViewController?) {
        TransitionDiagnostics.shared.recordOnce(
            self, "didMove(toParent: \(parent.map { uikitName($0) } ?? "nil"))")
    }

    // MARK: Presentation (implementations in Presentation/)

    // Members of this `@preconcurrency` class whose types hold `@MainActor` closures repeat
    // `@preconcurrency` themselves: without it Swift 6.3 mangles them one way where they are
    // defined and another in a subclass's vtable in another file (an undefined-symbol link error).

    /// Presents `viewControllerToPresent` modally. The transition starts on the next run-loop turn.
    @preconcurrency open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (@MainActor () -> Void)? = nil
    ) {
        schedulePresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller presented by this one (or this one, if it presents nothing).
    @preconcurrency open func dismiss(
        animated flag: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        scheduleDismissal(animated: flag, completion: completion)
    }
    /// Shows `vc` in a primary context: pushes in a navigation controller, presents otherwise.
    open func show(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender) }
    /// Shows `vc` in a secondary (detail) context; presents when no container handles it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        performShowDetail(vc, sender: sender)
    }
    /// Whether this controller handles `action` itself rather than deferring to its parent.
    /// The closure-free form of UIKit's selector-based routing; containers override it.
    open func canPerform(_ action: UIViewController.ShowAction, sender: Any?) -> Bool { false }

    /// A child's title changed (containers with bars override this to update them).
    func childTitleDidChange(_ child: UIViewController) {}

    // MARK: Segues (implementations in Segues/)

    /// Whether the storyboard-triggered segue `identifier` may run. Default true. Not called for
    /// `performSegue(withIdentifier:sender:)`, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called on the source before a segue performs; the destination exists but its view is not
    /// loaded. The default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Runs the storyboard segue `identifier` from this controller (UIKit's exception when there is
    /// none).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        runStoryboardSegue(identifier, sender: sender)
    }
    /// Whether this controller is the destination of the unwind `action`. Default: true when an
    /// unwind action of that name is registered (`addUnwindAction(_:_:)`).
    open func canPerformUnwindSegueAction(
        _ action: String, from fromViewController: UIViewController, sender: Any?
    ) -> Bool {
        _unwindActions[action] != nil
    }
    /// The children searched for an unwind destination: every child except the one containing the
    /// source, last first.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource)
        -> [UIViewController]
    {
        children.filter { $0 !== childContaining(source) }.reversed()
    }
    /// Makes `subsequentVC` visible during an unwind (a navigation controller pops to it).
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// Called on a controller when a modal transition it took part in (as presenter or presented)
    /// has ended; a navigation controller performs the operations it deferred during it.
    func modalTransitionDidEnd() {}

    // MARK: UIContentContainer (conformance in UIViewController+ContentContainer.swift)

    /// A child's `preferredContentSize` changed. Default: nothing.
    open func preferredContentSizeDidChange(
        forChildContentContainer container: any UIContentContainer
    ) {}

    /// A child's fitting size changed. Default: nothing (never sent by the engine).
    open func systemLayoutFittingSizeDidChange(
        forChildContentContainer container: any UIContentContainer
    ) {}

    /// The size of a child's content for a parent of `parentSize`. Default: `parentSize`, as UIKit.
    open func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The view is about to change size (the interface rotates). Default: forwards to the
    /// children, as UIKit does; the engine sends it to a window's root controller and to each
    /// presented controller (Docs/Behaviour-devices.md, "Rotation").
    open func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The traits are about to change (a rotation flips a size class). Default: forwards to the
    /// children, as UIKit does; sent before `viewWillTransition(to:with:)`.
    open func willTransition(
        to newCollection: UITraitCollection,
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The orientations this controller's interface supports, asked of the window's root (or
    /// the full-screen controller presented over it) before the interface rotates. Default
    /// `.all` on an iPad, `.allButUpsideDown` on an iPhone, as UIKit documents.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIScreen.main.device.idiom == .pad ? .all : .allButUpsideDown
    }

    /// Whether the interface may rotate to the device's orientation while this controller
    /// decides it. Default true, as UIKit's (deprecated since iOS 16, still honoured here).
    open var shouldAutorotate: Bool { true }

    // MARK: Traits (implementations in Traits/UIViewController+Traits.swift)

    /// Gives `childViewController` traits that win over those it inherits from this controller
    /// (nil removes them), as UIKit's: the child's `traitCollection` combines the two, and every
    /// controller below whose traits change gets `traitCollectionDidChange(_:)`.
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        performSetOverrideTraitCollection(collection, forChild: childViewController)
    }

    /// The traits this controller set for `childViewController`, or nil. UIKit reads it each
    /// time the child's traits are computed, so a subclass may override it.
    open func overrideTraitCollection(forChild childViewController: UIViewController)
        -> UITraitCollection?
    {
        childViewController._traitOverrideOwner === self ? childViewController._traitOverride : nil
    }

    /// Called after `traitCollection` changed, with the previous traits (`UITraitCollection.current`
    /// is the new traits meanwhile). Default: nothing. The engine calls it only on a real change,
    /// before the controller's view hears of it (Docs/Behaviour-traits.md, "Order").
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Responder chain

    /// The view's superview (a controller is the next responder of its view).
    open override var next: UIResponder? {
        if let sv = _view?.superview { return sv }
        return parent ?? presentingViewController
    }

    // MARK: Editing

    /// Whether the controller is in editing mode; setting it calls
    /// `setEditing(_:animated:)` without animation. Default false.
    open var isEditing: Bool {
        get { _editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; the `editButtonItem` reads Done while editing, Edit
    /// otherwise. Subclasses (a `UITableViewController`) call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _editing = editing
        _editButtonItem?.title = editing ? "Done" : "Edit"
        _editButtonItem?.style = editing ? .done : .plain
    }

    /// A bar button item that toggles editing mode: Edit, or Done (`.done`) while editing. Made
    /// once, on first use.
    public var editButtonItem: UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = UIBarButtonItem(
            title: _editing ? "Done" : "Edit", style: _editing ? .done : .plain
        ) {
            [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        _editButtonItem = item
        return item
    }
}

extension UIViewController {
    /// An action routed by `targetViewController(forAction:sender:)`, the Swift stand-in for the
    /// selectors UIKit routes (`show(_:sender:)`, `showDetailViewController(_:sender:)`).
    public enum ShowAction: Hashable, Sendable {
        /// `show(_:sender:)`.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetailViewController
    }
}

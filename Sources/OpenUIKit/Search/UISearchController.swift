import Foundation

/// A view controller that runs a search from its search bar, as UIKit's `UISearchController`.
///
/// Put its `searchBar` in a navigation bar with `UINavigationItem.searchController` (or in your
/// own view). Becoming active — a tap in the field, or `isActive = true` — presents the search
/// controller over the current context: from the nearest controller that
/// `definesPresentationContext`, else the root (UIKit's context rule). Presented, the navigation
/// bar slides up so the search bar sits under the status bar (`hidesNavigationBarDuringPresentation`),
/// the Cancel button comes in (`automaticallyShowsCancelButton`), and the content below dims
/// (`obscuresBackgroundDuringPresentation`), in 0.35 s; `searchResultsController`'s view shows
/// over it while the field has text. `searchResultsUpdater` is asked on activation, on each text
/// change and on deactivation. Cancel (or `isActive = false`) clears the text and runs it back.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// How long activation and deactivation take, in seconds (engine choice, as the bar's hide).
    static let presentationDuration: TimeInterval = 0.35
    /// The dimming's colour at full strength (engine choice, as an alert's).
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    /// The search bar.
    public let searchBar: UISearchBar
    /// The controller showing the results; nil to show them in the searched controller itself.
    public private(set) var searchResultsController: UIViewController?
    /// The object asked to update the results (held weakly, as in UIKit).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The delegate (held weakly, as in UIKit).
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content below is dimmed while searching. Default true.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar slides away while searching. Default true.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its Cancel button while searching (iOS 13). Default true.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows automatically once the field has text (iOS 13).
    /// Default true.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows (iOS 13). Set automatically from the text
    /// while `automaticallyShowsSearchResultsController`; set it to show the results at once.
    open var showsSearchResultsController = false {
        didSet { updateResultsVisibility() }
    }

    private var _isActive = false
    /// Whether the search interface shows. Setting it presents or dismisses the search
    /// controller (animated); setting it true does not make the field first responder, as in
    /// UIKit.
    open var isActive: Bool {
        get { _isActive }
        set { newValue ? activate(fromField: false) : deactivate() }
    }

    /// The dimming over the content.
    let dimmingView = UIControl()
    /// Keeps the transitioning delegate (a controller's is weak).
    let searchTransitioning = SearchTransitioning()

    /// Creates a search controller showing its results in `searchResultsController` (nil: in the
    /// controller being searched).
    public init(searchResultsController: UIViewController?) {
        searchBar = UISearchBar()
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        modalPresentationStyle = .overCurrentContext
        transitioningDelegate = searchTransitioning
        if let results = searchResultsController { addChild(results) }
    }

    /// As `init(searchResultsController: nil)`, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        searchBar = UISearchBar()
        super.init(coder: coder)
        searchBar.searchController = self
        modalPresentationStyle = .overCurrentContext
        transitioningDelegate = searchTransitioning
    }

    open override func loadView() {
        let v = SearchPresentationView()
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.alpha = 0
        dimmingView.addAction(
            UIAction { [weak self] _ in self?.dimmingTapped() }, for: .touchUpInside)
        v.addSubview(dimmingView)
        if let results = searchResultsController {
            v.addSubview(results.view)
            results.didMove(toParent: self)
        }
        view = v
        updateResultsVisibility()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutSearchViews()
    }

    /// The navigation controller whose bar shows `searchBar`, if any.
    var hostNavigationController: UINavigationController? {
        var v = searchBar.superview
        while let s = v {
            if let bar = s as? UINavigationBar {
                return bar.superview?.owningViewController as? UINavigationController
            }
            v = s.superview
        }
        return nil
    }

    /// The controller the search runs in: the one whose navigation item holds this controller,
    /// else the controller owning the search bar's view.
    var hostController: UIViewController? {
        if let nav = hostNavigationController,
            let top = nav.topViewController, top.navigationItem.searchController === self
        {
            return top
        }
        var v = searchBar.superview
        while let s = v {
            if let vc = s.owningViewController as? UIViewController, vc.viewIfLoaded === s {
                return vc
            }
            v = s.superview
        }
        return nil
    }

    /// Places the dimming and the results below the navigation bar (below the search bar when
    /// it is elsewhere).
    func layOutSearchViews() {
        guard let v = viewIfLoaded else { return }
        var top: CGFloat = 0
        if let bar = hostNavigationController?.navigationBar, bar.window != nil {
            top = max(0, v.convert(CGPoint(x: 0, y: bar.frame.maxY), from: bar.superview).y)
        } else if searchBar.window != nil {
            top = max(0, v.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), from: searchBar).y)
        }
        let below = CGRect(
            x: 0, y: top, width: v.bounds.width, height: max(0, v.bounds.height - top))
        dimmingView.frame = below
        searchResultsController?.viewIfLoaded?.frame = below
    }

    private func updateResultsVisibility() {
        searchResultsController?.viewIfLoaded?.isHidden = !showsSearchResultsController
    }

    /// Asks the updater for results.
    func updateSearchResults() {
        guard let updater = searchResultsUpdater else { return }
        trace(updater, "updateSearchResults(for:)")
        updater.updateSearchResults(for: self)
    }

    /// The field's text changed by editing: the results controller shows while there is text
    /// (when automatic), then the updater is asked.
    func textDidChange() {
        if automaticallyShowsSearchResultsController {
            showsSearchResultsController = !(searchBar.text ?? "").isEmpty
        }
        updateSearchResults()
    }

    /// Becomes active: `willPresentSearchController`, the presentation (its end sends
    /// `didPresentSearchController`), and, unless the field's editing asks for it next, the
    /// results.
    func activate(fromField: Bool) {
        guard !_isActive else { return }
        _isActive = true
        if let d = delegate {
            trace(d, "willPresentSearchController")
            d.willPresentSearchController(self)
        }
        if let host = hostController, host.viewIfLoaded?.window != nil {
            host.present(self, animated: true) { [weak self] in self?.didPresent() }
        }
        if !fromField { updateSearchResults() }
    }

    private func didPresent() {
        guard let d = delegate else { return }
        trace(d, "didPresentSearchController")
        d.didPresentSearchController(self)
    }

    /// Becomes inactive: `willDismissSearchController`, the text cleared and editing ended, the
    /// results updated, then the dismissal (its end sends `didDismissSearchController`).
    func deactivate() {
        guard _isActive else { return }
        _isActive = false
        if let d = delegate {
            trace(d, "willDismissSearchController")
            d.willDismissSearchController(self)
        }
        searchBar.text = ""
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        searchBar.searchTextField.resignFirstResponder()
        updateSearchResults()
        guard presentingViewController != nil else { return }
        dismiss(animated: true) { [weak self] in
            guard let self, let d = self.delegate else { return }
            trace(d, "didDismissSearchController")
            d.didDismissSearchController(self)
        }
    }

    /// A tap on the dimming with an empty field ends the search, as UIKit's.
    private func dimmingTapped() {
        if (searchBar.text ?? "").isEmpty { isActive = false }
    }

    /// The presented look, set inside the transition's animation: the navigation bar's row
    /// slid up, the Cancel button, the dimming.
    func applyPresentedLook(_ presented: Bool) {
        if let nav = hostNavigationController {
            nav.navigationBar.searchHidesRow = presented && hidesNavigationBarDuringPresentation
            nav.layoutBar()
            nav.navigationBar.layoutIfNeeded()
        }
        if automaticallyShowsCancelButton {
            searchBar.showsCancelButton = presented
            searchBar.layoutIfNeeded()
        }
        layOutSearchViews()
        dimmingView.alpha = presented && obscuresBackgroundDuringPresentation ? 1 : 0
    }
}

import Foundation

/// A horizontal row of segments, one selectable at a time, as UIKit's `UISegmentedControl`.
///
/// The iOS 13+ look: a light grey rounded background, the selected segment a white rounded
/// rectangle with a soft shadow, thin separators between unselected segments, 13 pt titles
/// (semibold when selected). A tap on an enabled segment selects it (the white indicator slides
/// over 0.25 s), performs the segment's action if it was made from one, and sends `.valueChanged`.
/// Setting `selectedSegmentIndex` sends nothing.
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected", -1.
    public static let noSegment = -1

    @MainActor
    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        let label = UILabel()
        let imageView = UIImageView()
    }

    var segments: [Segment] = []
    let backgroundView = UIView()
    let selectionView = UIView()
    var separators: [UIView] = []
    /// The segment under the finger while tracking, drawn dimmed.
    var highlightedSegment: Int?
    private var _selectedSegmentIndex = UISegmentedControl.noSegment

    /// The selected segment, or `UISegmentedControl.noSegment`. Setting it sends nothing.
    open var selectedSegmentIndex: Int {
        get { _selectedSegmentIndex }
        set {
            _selectedSegmentIndex =
                (0..<segments.count).contains(newValue) ? newValue : UISegmentedControl.noSegment
            updateSegmentAppearance()
            layoutSegments()
        }
    }
    /// Whether segments deselect after the tap instead of staying selected. Default false.
    open var isMomentary = false { didSet { updateSegmentAppearance() } }
    /// The colour of the selected segment's indicator; nil: white. Default nil.
    open var selectedSegmentTintColor: UIColor? { didSet { updateSegmentAppearance() } }
    /// Whether segments are as wide as their content instead of equal. Default false.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        backgroundView.layer.cornerRadius = 9
        backgroundView.backgroundColor = UIColor(
            red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        selectionView.isUserInteractionEnabled = false
        selectionView.layer.cornerRadius = 7
        selectionView.layer.shadowColor = UIColor.black.cgColor
        selectionView.layer.shadowOpacity = 0.12
        selectionView.layer.shadowRadius = 4
        selectionView.layer.shadowOffset = CGSize(width: 0, height: 3)
        selectionView.layer.borderWidth = 0.5
        selectionView.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        addSubview(backgroundView)
        addSubview(selectionView)
        updateSegmentAppearance()
    }

    /// Creates a control with one segment per item: a `String` (title) or a `UIImage`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with one segment per action, titled and imaged from it (iOS 14); the
    /// tapped segment's action runs when it is selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            insertSegment(action: action, at: numberOfSegments, animated: false)
        }
    }

    // MARK: Segments

    /// Inserts a titled segment at `segment` (clamped to 0…numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Inserts an image segment at `segment` (clamped to 0…numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    /// Inserts a segment made from `action` (its title and image) at `segment` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }
    /// Removes the segment at `segment`; the selection moves with its segment or is cleared.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        if _selectedSegmentIndex == segment {
            _selectedSegmentIndex = UISegmentedControl.noSegment
        } else if _selectedSegmentIndex > segment {
            _selectedSegmentIndex -= 1
        }
        segmentsDidChange()
    }
    /// Removes every segment.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segmentsDidChange()
    }
    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    /// Sets the image of the segment at `segment`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segmentsDidChange()
    }
    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    /// Enables or disables the segment at `segment` (a disabled segment cannot be tapped).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateSegmentAppearance()
    }
    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }
    /// Sets a fixed width for the segment at `segment`, in points; 0: automatic.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        setNeedsLayout()
    }
    /// The fixed width of the segment at `segment`; 0 when automatic.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }
    /// Replaces the action (and title, image) of the segment at `segment` (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
        segmentsDidChange()
    }
    /// The action of the segment at `segment` (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }
    /// The index of the segment whose action has `actionIdentifier`, or `noSegment` (iOS 14).
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier }
            ?? UISegmentedControl.noSegment
    }

    // MARK: Size, layout, tracking (implemented in UISegmentedControl+Drawing.swift)

    /// Equal segments as wide as the widest content plus 12 pt on each side; 32 pt tall.
    open override var intrinsicContentSize: CGSize { segmentedContentSize() }
    /// The intrinsic content size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { segmentedContentSize() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegments()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = segmentIndex(at: touch.location(in: self))
        updateSegmentAppearance()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = isTouchInside ? segmentIndex(at: touch.location(in: self)) : nil
        if index != highlightedSegment {
            highlightedSegment = index
            updateSegmentAppearance()
        }
        return true
    }

    /// Selects the segment under the lifted finger (if enabled and inside), animating the
    /// indicator, performs its action, then sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        highlightedSegment = nil
        defer { updateSegmentAppearance() }
        guard let touch, isTouchInside, let index = segmentIndex(at: touch.location(in: self)),
            segments[index].isEnabled, index != _selectedSegmentIndex || isMomentary
        else { return }
        _selectedSegmentIndex = index
        updateSegmentAppearance()
        UIView.animate(
            withDuration: 0.25, delay: 0,
            options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState]
        ) {
            self.layoutSegments()
        }
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedSegment = nil
        updateSegmentAppearance()
    }

    override var preventsSingleTapRecognizersOfOtherViews: Bool { true }
    override func stateDidChange() { updateSegmentAppearance() }

    private func insert(_ segment: Segment, at index: Int) {
        let i = min(max(index, 0), segments.count)
        segments.insert(segment, at: i)
        segment.label.textAlignment = .center
        segment.imageView.contentMode = .center
        addSubview(segment.imageView)
        addSubview(segment.label)
        if _selectedSegmentIndex >= i { _selectedSegmentIndex += 1 }
        segmentsDidChange()
    }

    private func segmentsDidChange() {
        updateSegmentAppearance()
        setNeedsLayout()
        layoutSegments()
    }
}

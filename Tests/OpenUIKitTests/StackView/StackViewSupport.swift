import Foundation

@testable import OpenUIKit

/// A view with a fixed intrinsic content size (in points), as a label or an image view has.
@MainActor
final class SizedView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A stack of `SizedView`s of the given sizes in a 300 × 400 container, pinned at (10, 20) and,
/// when given, to a width and height.
@MainActor
func makeStack(
    _ axis: NSLayoutConstraint.Axis, _ sizes: [(CGFloat, CGFloat)], width: CGFloat? = nil,
    height: CGFloat? = nil, configure: (UIStackView) -> Void = { _ in }
) -> (container: UIView, stack: UIStackView, views: [SizedView]) {
    let container = layoutContainer()
    let views = sizes.map { SizedView($0.0, $0.1) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    configure(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    return (container, stack, views)
}

/// `CGRect(x:y:width:height:)`, short.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// Whether two rectangles agree within `tolerance` points on every edge.
/// `rect` (in the coordinates of a stack `makeStack` placed at (10, 20)) as Auto Layout gives
/// it on the pixel grid of `scale` (the iPhone 15's @3x by default): each edge rounded to the
/// nearest pixel in the container's coordinates (Docs/Behaviour-devices.md, "The pixel grid").
func onPixelGrid(_ rect: CGRect, scale: CGFloat = 3) -> CGRect {
    let origin = CGPoint(x: 10, y: 20)
    func px(_ v: CGFloat) -> CGFloat { (v * scale).rounded() }
    let x0 = px(origin.x + rect.minX)
    let x1 = px(origin.x + rect.maxX)
    let y0 = px(origin.y + rect.minY)
    let y1 = px(origin.y + rect.maxY)
    return CGRect(
        x: (x0 - px(origin.x)) / scale, y: (y0 - px(origin.y)) / scale, width: (x1 - x0) / scale,
        height: (y1 - y0) / scale)
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

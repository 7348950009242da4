import Foundation
@_spi(Testing) import OpenUIKit
import Testing

nonisolated(unsafe) private var cardContext = 0

/// Porting.md's string-keyed example, as written there: a view controller observing its card's
/// frame and layer corner radius by key path string, as iOS code written before block KVO does.
final class CardObservingViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var log: [String] = []

    func startObserving() {
        card.addObserver(self, forKeyPath: "frame", options: [.old, .new], context: &cardContext)
        card.addObserver(self, forKeyPath: "layer.cornerRadius", options: [.new], context: nil)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard let keyPath, let change, (object as? UIView) === card else {
            return super.observeValue(
                forKeyPath: keyPath, of: object, change: change, context: context)
        }
        let kind = change[.kindKey] as? UInt
        let old = change[.oldKey].map { "\($0)" } ?? "-"
        let new = change[.newKey].map { "\($0)" } ?? "-"
        log.append(
            "\(keyPath) \(context == &cardContext ? "card" : "nil") \(kind ?? 0) \(old) \(new)")
    }
}

/// String-keyed KVO (`addObserver(_:forKeyPath:options:context:)` and a responder's
/// `observeValue(forKeyPath:of:change:context:)`) on views and layers (Docs/Porting.md,
/// "Key-value observing"; Docs/Behaviour-runtime.md).
@MainActor
@Suite struct ViewStringKeyedObservingTests {
    @Test func theObserverIsSentEachChangeWithFoundationsDictionaryAndItsContext() {
        let controller = CardObservingViewController()
        controller.startObserving()
        controller.card.frame = CGRect(x: 10, y: 20, width: 200, height: 80)
        controller.card.frame = CGRect(x: 10, y: 20, width: 200, height: 80)
        controller.card.layer.cornerRadius = 12
        #expect(
            controller.log == [
                "frame card 1 \(CGRect(x: 0, y: 0, width: 100, height: 50)) "
                    + "\(CGRect(x: 10, y: 20, width: 200, height: 80))",
                "layer.cornerRadius nil 1 - 12.0",
            ])
    }

    @Test func removeObserverStopsOnlyTheKeyPathItNames() {
        let controller = CardObservingViewController()
        controller.startObserving()
        controller.card.removeObserver(controller, forKeyPath: "frame", context: &cardContext)
        controller.card.frame = .zero
        controller.card.layer.cornerRadius = 4
        controller.card.removeObserver(controller, forKeyPath: "layer.cornerRadius")
        controller.card.layer.cornerRadius = 8
        #expect(controller.log == ["layer.cornerRadius nil 1 - 4.0"])
    }

    @Test func aNilValueIsNSNullAndInitialSendsTheCurrentValueAtOnce() {
        let controller = CardObservingViewController()
        controller.card.backgroundColor = .red
        controller.card.addObserver(
            controller, forKeyPath: "backgroundColor", options: [.initial, .new], context: nil)
        controller.card.backgroundColor = nil
        #expect(controller.log.count == 2)
        #expect(controller.log.last == "backgroundColor nil 1 - <null>")
    }

    @Test func aScrollViewsContentSizeAndInsetAreObservedBothWays() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var sizes: [CGFloat] = []
        var insets: [CGFloat] = []
        let sizeObservation = scrollView.observe(\.contentSize, options: [.new]) { _, change in
            sizes.append(change.newValue!.height)
        }
        let insetObservation = scrollView.observe(\.contentInset, options: [.old, .new]) {
            _, change in insets.append(change.newValue!.bottom - change.oldValue!.bottom)
        }
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.contentInset.bottom = 34
        scrollView.contentSize.height = 1200
        #expect(sizes == [2000, 1200])
        #expect(insets == [34])
        sizeObservation.invalidate()
        insetObservation.invalidate()
    }

    @Test func anUnknownKeyPathStopsWithFoundationsMessage() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                let label = UILabel()
                label.addObserver(UIView(), forKeyPath: "text", options: [.new], context: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "forKeyPath:@\"text\" options:1 context:0x0] was sent to an object that is not "
                    + "KVC-compliant for the \"text\" property."))
    }

    @Test func removingAnObserverNotRegisteredStopsWithFoundationsMessage() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                UIView().removeObserver(UIView(), forKeyPath: "frame")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Cannot remove an observer <UIView 0x"))
        #expect(message.contains("for the key path \"frame\" from <UIView 0x"))
        #expect(message.contains("because it is not registered as an observer."))
    }
}

import Foundation
import OpenUIKit
import Testing

/// An image view shows a system symbol as UIKit does: a template drawn in the view's tint colour
/// (again when it changes) at the screen's scale, in black when `.alwaysOriginal`, in its own
/// colour after `withTintColor(_:)`, sized and weighted by its symbol configuration.
@MainActor
@Suite struct SymbolImageViewTests {
    /// What the view's layer shows, as an image of its pixels.
    func shown(_ view: UIImageView) throws -> UIImage {
        UIImage(cgImage: try #require(view.layer.contents as? CGImage))
    }

    /// How many pixels of `image` are not transparent.
    func coverage(_ image: UIImage) -> Int {
        let size = image.pixelSize
        var count = 0
        for y in 0..<Int(size.height) {
            for x in 0..<Int(size.width) where image.rgba(x, y)[3] > 0 { count += 1 }
        }
        return count
    }

    @Test func aSymbolIsDrawnInTheTintColourAtTheScreensScale() throws {
        let view = UIImageView(image: UIImage(systemName: "heart.fill"))
        view.tintColor = .red
        let s = UIScreen.main.scale
        let image = try shown(view)
        #expect(image.pixelSize == CGSize(width: 24 * s, height: 24 * s))
        #expect(view.layer.contentsScale == s)
        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 24))
        // The heart's middle is filled; the corners of its box are empty.
        let mid = Int(12 * s)
        #expect(image.rgba(mid, Int(13 * s)) == [255, 0, 0, 255])
        #expect(image.rgba(1, 1) == [0, 0, 0, 0])
        #expect(image.rgba(Int(23 * s), Int(23 * s)) == [0, 0, 0, 0])
        // Every drawn pixel is the tint colour (premultiplied: red equals alpha).
        let size = image.pixelSize
        for y in stride(from: 0, to: Int(size.height), by: 3) {
            for x in stride(from: 0, to: Int(size.width), by: 3) {
                let p = image.rgba(x, y)
                #expect(p[1] == 0 && p[2] == 0 && abs(Int(p[0]) - Int(p[3])) <= 1)
            }
        }
    }

    @Test func aTintColourChangeRedrawsTheSymbol() throws {
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        view.tintColor = .red
        view.tintColor = .blue
        let s = UIScreen.main.scale
        #expect(try shown(view).rgba(Int(12 * s), Int(12 * s)) == [0, 0, 255, 255])
        let parent = UIView()
        parent.tintColor = .red
        view.tintColor = nil
        parent.addSubview(view)
        #expect(try shown(view).rgba(Int(12 * s), Int(12 * s)) == [255, 0, 0, 255])
    }

    @Test func alwaysOriginalIsBlackAndATintedSymbolKeepsItsColour() throws {
        let s = UIScreen.main.scale
        let star = try #require(UIImage(systemName: "star.fill"))
        let original = UIImageView(image: star.withRenderingMode(.alwaysOriginal))
        original.tintColor = .red
        #expect(try shown(original).rgba(Int(12 * s), Int(12 * s)) == [0, 0, 0, 255])
        let tinted = UIImageView(image: star.withTintColor(.blue))
        tinted.tintColor = .red
        #expect(try shown(tinted).rgba(Int(12 * s), Int(12 * s)) == [0, 0, 255, 255])
    }

    @Test func aBiggerPointSizeGivesABiggerGlyphAndIntrinsicSize() throws {
        let small = try #require(UIImage(systemName: "star.fill"))
        let big = try #require(
            UIImage(
                systemName: "star.fill",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(big.size == CGSize(width: 48, height: 48), "24 pt at 17 pt, in proportion")
        let smallView = UIImageView(image: small)
        let bigView = UIImageView(image: big)
        #expect(bigView.intrinsicContentSize == CGSize(width: 48, height: 48))
        let ratio = Double(coverage(try shown(bigView))) / Double(coverage(try shown(smallView)))
        #expect(abs(ratio - 4) < 0.2, "twice the side, four times the area: \(ratio)")
        // The scale: small about 20 % smaller, large about 30 % larger than medium.
        let large = small.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(abs(large.size.width - 31.2) < 0.001)
        let smallScale = small.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(abs(smallScale.size.width - 19.2) < 0.001)
        // The view's preferred configuration sizes a symbol that sets no point size itself.
        smallView.contentMode = .center
        smallView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(smallView.intrinsicContentSize == CGSize(width: 48, height: 48))
        let s = UIScreen.main.scale
        #expect(try shown(smallView).pixelSize == CGSize(width: 48 * s, height: 48 * s))
    }

    @Test func theWeightWidensTheStrokes() throws {
        let clock = try #require(UIImage(systemName: "clock"))
        func covered(_ weight: UIImage.SymbolWeight) throws -> Int {
            let config = UIImage.SymbolConfiguration(weight: weight)
            return coverage(try shown(UIImageView(image: clock.withConfiguration(config))))
        }
        let light = try covered(.ultraLight)
        let regular = try covered(.regular)
        let heavy = try covered(.black)
        #expect(light < regular && regular < heavy)
        #expect(Double(heavy) > 1.6 * Double(regular))
        #expect(
            clock.withConfiguration(UIImage.SymbolConfiguration(weight: .black)).size
                == clock.size, "the weight does not change the size")
    }

    @Test func aScaledSymbolIsDrawnAtTheSizeShown() throws {
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        view.frame = CGRect(x: 0, y: 0, width: 48, height: 96)
        view.layoutIfNeeded()
        let s = UIScreen.main.scale
        #expect(try shown(view).pixelSize == CGSize(width: 48 * s, height: 96 * s))
        view.contentMode = .scaleAspectFit
        #expect(try shown(view).pixelSize == CGSize(width: 48 * s, height: 48 * s))
        view.contentMode = .center
        #expect(try shown(view).pixelSize == CGSize(width: 24 * s, height: 24 * s))
    }

    @Test func applyingReplacesOnlyTheValuesSpecified() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)
        let combined = base.applying(UIImage.SymbolConfiguration(weight: .thin))
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.withConfiguration(combined).size == star.withConfiguration(base).size)
        #expect(UIImage().symbolConfiguration == nil)
        #expect(star.symbolConfiguration != nil)
    }

    @Test func aButtonShowsAConfigurationSymbolInItsImageView() throws {
        var config = UIButton.Configuration.plain()
        config.image = UIImage(systemName: "heart.fill")
        let button = UIButton(configuration: config)
        button.tintColor = .red
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.layoutIfNeeded()
        let imageView = try #require(button.imageView)
        let s = UIScreen.main.scale
        #expect(imageView.frame.size == CGSize(width: 24, height: 24))
        #expect(try shown(imageView).rgba(Int(12 * s), Int(13 * s)) == [255, 0, 0, 255])
    }
}

import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Tab bar items with images: system symbols drawn as glyphs, system items, and the selected
/// item's tint.
@MainActor
@Suite struct TabBarItemImageTests {
    @Test func systemSymbolsAreVectorImagesOf24PointsAndUnknownNamesAreNil() {
        let house = UIImage(systemName: "house.fill")
        #expect(house?.symbolName == "house.fill" && house?.cgImage == nil)
        #expect(house?.size == CGSize(width: 24, height: 24))
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        for name in SymbolGlyph.names {
            let g = SymbolGlyph.named(name)
            #expect(g != nil, "\(name)")
            let box = g!.path.boundingBox
            #expect(box.minX >= 0 && box.minY >= 0 && box.maxX <= 24 && box.maxY <= 24, "\(name)")
        }
    }

    @Test func systemItemsHaveUIKitsTitlesAndAGlyph() {
        let search = UITabBarItem(tabBarSystemItem: .search, tag: 3)
        #expect(search.title == "Search" && search.tag == 3)
        #expect(search.image?.symbolName == "magnifyingglass")
        #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 0).title == "Favorites")
        #expect(UITabBarItem.SystemItem(rawValue: 11) == .mostViewed)
        let item = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 1)
        #expect(item.title == "Home" && item.image?.symbolName == "house" && item.tag == 1)
    }

    @Test func theSelectedItemIsTintedAndTheOthersGreyWithTheGlyphCentredAboveTheTitle() {
        let a = UIViewController()
        a.title = "Home"
        a.tabBarItem.image = UIImage(systemName: "house.fill")
        let b = UIViewController()
        b.title = "Profile"
        b.tabBarItem.image = UIImage(systemName: "person")
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let w = makeWindow(root: tabs)
        tabs.view.layoutIfNeeded()
        let bar = tabs.tabBar
        bar.layoutIfNeeded()
        let views = bar.itemViews
        #expect(views.count == 2)
        let slot = w.bounds.width / 2
        for v in views { v.layoutIfNeeded() }
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: slot, height: 49))
        #expect(
            views[0].icon.frame
                == CGRect(x: ((slot - 24) / 2).rounded(), y: 7, width: 24, height: 24))
        #expect(views[0].label.frame.minY == 33)
        #expect(views[0].label.textColor == .systemBlue && views[1].label.textColor == .systemGray)
        let glyph0 = views[0].icon.layer.sublayers!.first as! CAShapeLayer
        let glyph1 = views[1].icon.layer.sublayers!.first as! CAShapeLayer
        #expect(glyph0.fillColor == UIColor.systemBlue.cgColor && glyph0.strokeColor == nil)
        #expect(glyph1.strokeColor == UIColor.systemGray.cgColor && glyph1.fillColor == nil)
        tabs.selectedIndex = 1
        #expect(views[0].label.textColor == .systemGray && views[1].label.textColor == .systemBlue)
        #expect(glyph0.fillColor == UIColor.systemGray.cgColor)
        #expect(bar.shadowLine.frame == CGRect(x: 0, y: -0.5, width: w.bounds.width, height: 0.5))
    }
}

import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// Fonts registered from files, as an app registers the fonts it ships: Core Graphics' data
/// provider and font, Core Text's font manager, then `UIFont(name:size:)` and FreeType drawing.
/// The face is DejaVu Serif Italic (no built-in name reaches it) copied under another file name.
@MainActor
@Suite(.serialized) struct FontRegistrationTests {
    /// A copy of DejaVu Serif Italic named `Brand.ttf` in a fresh folder.
    func brandFontURL() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "font-registration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Brand.ttf")
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf", toPath: url.path)
        return url
    }

    @Test func aGraphicsFontRegisteredFromDataIsFoundByNameAndDrawnSlanted() throws {
        #expect(UIFont(name: "DejaVuSerif-Italic", size: 40) == nil, "not installed by name")
        let url = try brandFontURL()
        let data = try Data(contentsOf: url)
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "DejaVuSerif-Italic")
        #expect(font.fullName == "DejaVu Serif Italic")
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        defer { _ = CTFontManagerUnregisterGraphicsFont(font, nil) }
        let italic = try #require(UIFont(name: "DejaVuSerif-Italic", size: 80))
        #expect(italic.familyName == "DejaVu Serif")
        #expect(UIFont(name: "DejaVu Serif Italic", size: 80)?.fontName == "DejaVuSerif-Italic")

        // An upright "I" has its stem at the same x at the top and the bottom; the italic one
        // leans right: its top is to the right of its bottom.
        func lean(_ font: UIFont) throws -> CGFloat {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            let label = UILabel(frame: window.bounds)
            label.font = font
            label.text = "I"
            label.textAlignment = .center
            window.addSubview(label)
            let bitmap = try Renderer(scale: 1).render(window)
            var rows: [(y: Int, x: CGFloat)] = []
            for y in 0..<100 {
                let inked = (0..<100).filter { bitmap[$0, y].r < 128 }
                if !inked.isEmpty {
                    rows.append((y, CGFloat(inked.reduce(0, +)) / CGFloat(inked.count)))
                }
            }
            let top = try #require(rows.first)
            let bottom = try #require(rows.last)
            #expect(bottom.y - top.y > 40, "a tall glyph was drawn")
            return top.x - bottom.x
        }
        let upright = try #require(UIFont(name: "DejaVuSerif", size: 80))
        #expect(abs(try lean(upright)) < 2)
        #expect(try lean(italic) > 6)
    }

    @Test func registeringTwiceOrAMissingFileFailsWithCoreTextsErrors() throws {
        let url = try brandFontURL()
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        defer { _ = CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil) }
        #expect(UIFont(name: "DejaVuSerif-Italic", size: 17)?.pointSize == 17)
        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        let again = error?.takeRetainedValue()
        #expect(again?.domain == "com.apple.CoreText.CTFontManagerErrorDomain")
        #expect(again?.code == CTFontManagerError.alreadyRegistered.rawValue)
        let missing = url.deletingLastPathComponent().appendingPathComponent("Missing.ttf")
        #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
        #expect(CGDataProvider(url: missing as CFURL) == nil)
        let notAFont = try #require(CGDataProvider(data: Data("not a font".utf8) as CFData))
        #expect(CGFont(notAFont) == nil)
    }
}

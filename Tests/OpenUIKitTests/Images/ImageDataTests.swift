import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Images from data, files and bundles, and back to PNG and JPEG data, as UIKit's `UIImage` does.
@MainActor
@Suite struct ImageDataTests {
    /// A 4 × 2 image: red, green, blue, white over black, grey, half-transparent red, clear.
    private static func sample() -> UIImage {
        let straight: [[UInt8]] = [
            [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255],
            [0, 0, 0, 255], [128, 128, 128, 255], [255, 0, 0, 128], [0, 0, 0, 0],
        ]
        let premultiplied = straight.flatMap { p in
            [p[0], p[1], p[2]].map { UInt8((Int($0) * Int(p[3]) + 127) / 255) } + [p[3]]
        }
        return UIImage(cgImage: CGImage(width: 4, height: 2, premultipliedRGBA: premultiplied))
    }

    @Test func pngDataRoundTripsExactly() throws {
        let image = Self.sample()
        let data = try #require(image.pngData())
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.cgImage?.pixels == image.cgImage?.pixels)
        #expect(decoded.size == CGSize(width: 4, height: 2))
    }

    @Test func jpegDataDecodesToTheSameColoursWithinJPEGsLoss() throws {
        // An opaque 16 × 16 image of four flat quadrants: JPEG keeps flat colour almost exactly.
        var bytes: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 {
                let colour: [UInt8] =
                    y < 8
                    ? (x < 8 ? [200, 40, 40] : [40, 200, 40])
                    : (x < 8 ? [40, 40, 200] : [230, 230, 230])
                bytes += colour + [255]
            }
        }
        let image = UIImage(cgImage: CGImage(width: 16, height: 16, premultipliedRGBA: bytes))
        let data = try #require(image.jpegData(compressionQuality: 1))
        #expect(data.prefix(2) == Data([0xFF, 0xD8]))
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(decoded.width == 16 && decoded.height == 16)
        // Away from the quadrant edges the colours come back within a few levels.
        for (x, y) in [(2, 2), (13, 2), (2, 13), (13, 13)] {
            let i = (y * 16 + x) * 4
            for c in 0..<3 {
                #expect(
                    abs(Int(decoded.pixels[i + c]) - Int(bytes[i + c])) <= 4,
                    "(\(x), \(y)) channel \(c)")
            }
            #expect(decoded.pixels[i + 3] == 255)
        }
        let small = try #require(image.jpegData(compressionQuality: 0))
        #expect(small.count < data.count)
    }

    @Test(arguments: [
        Data(), Data("not an image".utf8), Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00]),
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]),
    ])
    func dataThatIsNoImageGivesNil(_ data: Data) {
        #expect(UIImage(data: data) == nil)
    }

    @Test func aTruncatedJPEGGivesNilOrAnImageButNeverTraps() throws {
        let data = try #require(Self.sample().jpegData(compressionQuality: 0.8))
        for length in stride(from: 0, to: data.count, by: 7) {
            _ = UIImage(data: data.prefix(length))
        }
    }

    @Test func aFileNamedAt2xIsAScale2Image() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("badge@2x.png").path
        try #require(Self.sample().pngData()).write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func namedPicksTheScreensScaleThenLargerThenSmaller() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(Self.sample().pngData())
        for file in ["icon.png", "icon@2x.png", "icon@3x.png", "photo.jpg", "only@2x.png"] {
            let data = file.hasSuffix("jpg") ? Self.sample().jpegData(compressionQuality: 1)! : png
            try data.write(to: folder.appendingPathComponent(file))
        }
        let bundle = try #require(Bundle(path: folder.path))
        // iPhone 15: 3×.
        #expect(UIImage(named: "icon", in: bundle, compatibleWith: nil)?.scale == 3)
        #expect(
            UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))?
                .scale == 2)
        #expect(UIImage(named: "only", in: bundle, compatibleWith: nil)?.scale == 2)
        #expect(
            UIImage(named: "photo", in: bundle, compatibleWith: nil)?.size
                == CGSize(width: 4, height: 2))
        #expect(UIImage(named: "icon.png", in: bundle, compatibleWith: nil) != nil)
        #expect(UIImage(named: "nothing", in: bundle, compatibleWith: nil) == nil)
    }
}

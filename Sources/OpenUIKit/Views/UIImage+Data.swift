import Foundation
internal import SegueCodecs

extension UIImage {
    /// The image in `data` (PNG or JPEG) at scale 1; nil when the data is neither or is corrupt,
    /// as UIKit's `init?(data:)`.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data` (PNG or JPEG) at `scale` pixels per point; nil when the data is neither
    /// or is corrupt. Decoded by the engine's codecs (SegueCodecs; JPEG by libjpeg-turbo).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = Self.decode(data) else { return nil }
        let image = CGImage(
            width: pixels.width, height: pixels.height, validPremultipliedRGBA: pixels.pixels)
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// The image in the file at `path`, its scale read from an `@2x` or `@3x` suffix of the
    /// name (1 otherwise); nil when the file is missing or not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(ofFileNamed: path))
    }

    /// The image `name` in the main bundle, for the main screen's scale.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image `name` in `bundle` (nil: the main bundle): of the files `name@3x`, `name@2x` and
    /// `name`, with a `png`, `jpg` or `jpeg` extension unless `name` has one, the one for the
    /// display scale of `traitCollection` (nil: the main screen's) comes first, then the larger
    /// ones, then the smaller; nil when there is none, as UIKit's `init?(named:in:compatibleWith:)`.
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        let bundle = bundle ?? .main
        let traitScale = traitCollection.map { Int($0.displayScale.rounded()) } ?? 0
        let wanted = traitScale > 0 ? traitScale : Self.displayScale
        guard let path = Self.path(of: name, in: bundle, scale: min(max(wanted, 1), 3)) else {
            return nil
        }
        self.init(contentsOfFile: path)
    }

    /// The image as PNG data (nil for a symbol image), as UIKit's `pngData()`.
    public func pngData() -> Data? {
        try? pixels?.pngData()
    }

    /// The image as JPEG data at `compressionQuality` (0 smallest … 1 best), as UIKit's
    /// `jpegData(compressionQuality:)`; nil for a symbol image. JPEG has no alpha: transparent
    /// pixels come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        try? pixels?.jpegData(quality: Double(compressionQuality))
    }

    /// The bitmap as the codecs take it (nil for a symbol image).
    private var pixels: RGBAImage? {
        cgImage.map {
            RGBAImage(width: $0.width, height: $0.height, premultipliedPixels: $0.pixels)
        }
    }

    /// Decodes PNG or JPEG data by its signature.
    private static func decode(_ data: Data) -> RGBAImage? {
        let prefix = [UInt8](data.prefix(8))
        if prefix.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try? RGBAImage(pngData: data) }
        if prefix.starts(with: [0xFF, 0xD8]) { return try? RGBAImage(jpegData: data) }
        return nil
    }

    /// The main screen's scale, read on the main thread (UIScreen is the main actor's); elsewhere
    /// 3, the scale of every iPhone the harness models but the SE.
    private static var displayScale: Int { Int(mainScreenScale.rounded()) }

    /// The main screen's scale, read on the main thread (UIScreen is the main actor's); elsewhere
    /// 3, as `displayScale`.
    static var mainScreenScale: CGFloat {
        guard Thread.isMainThread else { return 3 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }

    /// 3 for `name@3x.ext`, 2 for `name@2x.ext`, else 1.
    private static func scale(ofFileNamed path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The path of the best file for `name` in `bundle` at `scale`.
    private static func path(of name: String, in bundle: Bundle, scale: Int) -> String? {
        let given = (name as NSString).pathExtension
        let stem = given.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
        let order =
            [scale] + Array(stride(from: scale + 1, through: 3, by: 1)) + (1..<scale).reversed()
        for s in order {
            let file = s == 1 ? stem : "\(stem)@\(s)x"
            for ext in extensions {
                if let path = bundle.path(forResource: file, ofType: ext) { return path }
            }
        }
        return nil
    }
}

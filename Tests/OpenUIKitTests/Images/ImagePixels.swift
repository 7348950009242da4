import Foundation
import OpenUIKit

/// Reading an image's pixels as an app would, through Core Graphics' data provider.
extension UIImage {
    /// The premultiplied RGBA bytes of the pixel (`x`, `y`) of the bitmap (top-left origin).
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        guard let cgImage, let data = cgImage.dataProvider?.data else { return [] }
        let start = y * cgImage.bytesPerRow + x * 4
        return Array(data[start..<(start + 4)])
    }

    /// The bitmap's size in pixels.
    var pixelSize: CGSize {
        CGSize(width: cgImage?.width ?? 0, height: cgImage?.height ?? 0)
    }
}

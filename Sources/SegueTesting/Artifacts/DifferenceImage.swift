import Foundation
import SegueRender

extension ImageComparison {
    /// The colour of a pixel that differs in a difference image: opaque pure red.
    package static let differenceColor: [UInt8] = [255, 0, 0, 255]

    /// A difference image that keeps the new image readable: where the two agree, the new image
    /// in grey, dimmed (luma mapped to 40…140, so labels and outlines stay legible); where they
    /// differ, opaque red. Where the sizes differ, the part outside either image is magenta.
    ///
    /// A filmstrip's time labels and a screen's text show through, so one can tell which frame
    /// and which control changed; no grey reaches pure red, so the changed pixels are exact.
    package static func highlightedDifference(_ reference: Bitmap, _ new: Bitmap) -> Bitmap {
        let w = max(reference.width, new.width)
        let h = max(reference.height, new.height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let a = reference.pixels
        let b = new.pixels
        for y in 0..<h {
            for x in 0..<w {
                let o = (y * w + x) * 4
                guard x < reference.width, y < reference.height, x < new.width, y < new.height
                else {
                    out.replaceSubrange(o..<o + 4, with: [255, 0, 255, 255])
                    continue
                }
                let ia = (y * reference.width + x) * 4
                let ib = (y * new.width + x) * 4
                if a[ia] != b[ib] || a[ia + 1] != b[ib + 1] || a[ia + 2] != b[ib + 2]
                    || a[ia + 3] != b[ib + 3]
                {
                    out.replaceSubrange(o..<o + 4, with: differenceColor)
                    continue
                }
                // Premultiplied over white, then luma (Rec. 601), then dimmed into 40…140.
                let back = 255 - Int(b[ib + 3])
                let luma =
                    (299 * (Int(b[ib]) + back) + 587 * (Int(b[ib + 1]) + back) + 114
                        * (Int(b[ib + 2]) + back)) / 1000
                let grey = UInt8(40 + min(255, luma) * 100 / 255)
                out.replaceSubrange(o..<o + 4, with: [grey, grey, grey, 255])
            }
        }
        return Bitmap(width: w, height: h, premultipliedPixels: out)
    }

    /// The pixel rows of a highlighted difference that hold a changed (red) pixel.
    package static func changedRows(_ difference: Bitmap) -> [Int] {
        let p = difference.pixels
        return (0..<difference.height).filter { y in
            (0..<difference.width).contains { x in
                let i = (y * difference.width + x) * 4
                return p[i] == 255 && p[i + 1] == 0 && p[i + 2] == 0 && p[i + 3] == 255
            }
        }
    }
}

import Foundation
import OpenQuartzCore
import SegueCodecs

/// How overlapping contours combine into coverage, as in Core Graphics' fill rules
/// (`CAShapeLayerFillRule.nonZero` / `.evenOdd`).
package enum RasterFillRule: Sendable, Hashable {
    /// A point is inside when the contours wind around it a non-zero number of times.
    case nonZero
    /// A point is inside when a ray from it crosses the contours an odd number of times.
    case evenOdd
}

/// A horizontal run of pixels on one row that share the same 8-bit coverage.
///
/// Produced by ``Rasterizer`` and ``RectCoverage`` and consumed by the painters; `x` is in device
/// pixels, `coverage` is 0…255 (255 = fully inside). Runs never overlap and come sorted by `x`.
package struct CoverageSpan: Sendable, Hashable {
    /// First pixel column of the run.
    package var x: Int
    /// Number of pixels in the run (at least 1).
    package var length: Int
    /// Coverage of every pixel in the run, 0…255.
    package var coverage: UInt8

    package init(x: Int, length: Int, coverage: UInt8) {
        self.x = x
        self.length = length
        self.coverage = coverage
    }
}

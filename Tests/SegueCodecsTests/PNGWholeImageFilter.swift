@testable import SegueCodecs

/// The PNG encoder's filtering done the simple way: the whole image at once, on one thread.
///
/// The reference the banded, multi-threaded `filteredScanlines(channels:threads:)` must equal.
extension RGBAImage {
    /// The pixels as straight-alpha rows: RGB (3 channels) when all opaque, else RGBA (4 channels).
    func straightScanlines() -> (bytes: [UInt8], channels: Int) {
        let channels = isOpaque ? 3 : 4
        return (straightRows(channels: channels), channels)
    }

    /// Every row as straight-alpha RGB (`channels` 3; the pixels must be opaque) or RGBA (4).
    func straightRows(channels: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * channels)
        bytes.withUnsafeMutableBufferPointer {
            straighten(rows: 0..<height, channels: channels, into: $0.baseAddress!)
        }
        return bytes
    }

    /// `straightRows(channels:)` filtered by `PNGFilter.filterAdaptively`, the whole image at once.
    func wholeImageFilteredScanlines(channels: Int) -> [UInt8] {
        straightRows(channels: channels).withUnsafeBufferPointer {
            PNGFilter.filterAdaptively(
                $0, rowBytes: width * channels, height: height, bpp: channels)
        }
    }
}

extension PNGFilter {
    /// Filters `height` rows of `rowBytes` bytes each with libpng's heuristic.
    ///
    /// Each row gets the filter whose output has the smallest sum of absolute values when read as
    /// signed bytes. Returns `height × (1 + rowBytes)` bytes, ready for zlib: `filterRows` over
    /// every row.
    static func filterAdaptively(
        _ raw: UnsafeBufferPointer<UInt8>, rowBytes: Int, height: Int, bpp: Int
    ) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        out.withUnsafeMutableBufferPointer {
            filterRows(raw, rowBytes: rowBytes, rows: 0..<height, bpp: bpp, into: $0)
        }
        return out
    }
}

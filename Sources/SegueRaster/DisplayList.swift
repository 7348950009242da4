import Foundation
import OpenQuartzCore
import SegueCodecs

/// What was drawn into a recording ``Bitmap``, kept so that it can be played later one band of
/// rows at a time: each band is finished (every layer, group and offscreen of it) while it is in
/// the cache, and bands can be played on several threads.
///
/// Recording keeps the exact coverage runs the rasterizer produced and every blend parameter, so
/// playing gives the same bytes as drawing directly. Only paint operations are recorded; anything
/// that must read pixels back (shadow and mask alpha, transition images) is drawn into ordinary
/// bitmaps while recording and enters the list as an image to composite.
package final class DisplayList: @unchecked Sendable {
    // Mutated only while recording, on the recording thread; read-only while being played.

    /// One fill: its coverage runs row by row, with the paint, opacity byte and clip mask.
    package struct Fill {
        package var paint: RasterPaint
        package var opacity8: UInt32
        package var mask: CoverageMask?
        /// Row `i` is device row `rowY[i]`; its runs are `spans[rowStart[i] ..< rowStart[i + 1]]`.
        /// Rows increase strictly (one scan conversion reports each row once, top to bottom).
        package var rowY: [Int32] = []
        package var rowStart: [Int32] = [0]
        package var spans: [CoverageSpan] = []

        /// The index of the first recorded row at or below device row `y` (`rowY.count` when
        /// none is).
        package static func firstRow(atOrBelow y: Int, in rowY: UnsafeBufferPointer<Int32>) -> Int {
            var lo = 0
            var hi = rowY.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(rowY[mid]) < y { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
    }

    /// A source (a recorded group or a ready bitmap) whose pixel `(0, 0)` sits at `box`,
    /// composited source-over with an opacity byte and clip mask over `region`.
    package struct Composite {
        package var group: DisplayList?
        package var image: Bitmap?
        package var box: PixelRect
        package var region: PixelRect
        package var k: UInt32
        package var mask: CoverageMask?

        package init(
            group: DisplayList?, image: Bitmap?, box: PixelRect, region: PixelRect, k: UInt32,
            mask: CoverageMask?
        ) {
            self.group = group
            self.image = image
            self.box = box
            self.region = region
            self.k = k
            self.mask = mask
        }
    }

    package enum Operation {
        case fill(Fill)
        case composite(Composite)
    }

    /// The size of the recorded bitmap.
    package let width: Int, height: Int
    private(set) var operations: [Operation] = []
    /// The columns each row's operations can touch: row `y`'s are
    /// `rowExtents[2y] ..< rowExtents[2y + 1]`; measured when the list is composited as a group
    /// (empty before).
    package var rowExtents: [Int32] = []

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Runs `generate` and keeps its runs.
    package func recordSpans(
        paint: RasterPaint, opacity8: UInt32, mask: CoverageMask?,
        _ generate: ((Int, UnsafeBufferPointer<CoverageSpan>) -> Void) -> Void
    ) {
        var fill = Fill(paint: paint, opacity8: opacity8, mask: mask)
        generate { y, spans in
            assert(fill.rowY.last.map { Int($0) < y } ?? true, "rows must increase")
            fill.rowY.append(Int32(truncatingIfNeeded: y))
            fill.spans.append(contentsOf: spans)
            fill.rowStart.append(Int32(truncatingIfNeeded: fill.spans.count))
        }
        if !fill.rowY.isEmpty { operations.append(.fill(fill)) }
    }

    /// Keeps a composite of a recorded group (finished: its row extents are measured now) or a
    /// bitmap.
    package func recordComposite(_ composite: Composite) {
        composite.group?.measureRowExtents()
        operations.append(.composite(composite))
    }

    /// The bitmap this list draws over `background` (transparent when nil), on up to `threads`
    /// threads.
    ///
    /// The pixels start uninitialized: each band is filled with the background just before it is
    /// played, while it is in the cache, so the frame is written to memory once instead of being
    /// filled first and read back band by band.
    package func rendered(over background: PremultipliedColor? = nil, threads: Int = 1) -> Bitmap {
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress, count > 0 {
                playBands(
                    into: UnsafeMutableRawPointer(base), threads: threads, bandHeight: nil,
                    fill: background?.packed ?? 0)
            }
            initialized = count
        }
        return Bitmap(RGBAImage(width: width, height: height, uncheckedPixels: pixels))
    }

    /// Plays the list over `bitmap` (same size) in bands of rows, on up to `threads` threads.
    ///
    /// Bands hold about 256 KiB of pixels, so a band and the group offscreens it needs stay in the
    /// cache while every operation is applied to it. The bytes do not depend on the band height or
    /// the number of threads.
    package func play(into bitmap: inout Bitmap, threads: Int = 1, bandHeight: Int? = nil) {
        precondition(
            bitmap.width == width && bitmap.height == height && bitmap.recorder == nil,
            "A display list plays into a bitmap of its own size")
        guard width > 0, height > 0 else { return }
        bitmap.pixels.withUnsafeMutableBytes { raw in
            playBands(into: raw.baseAddress!, threads: threads, bandHeight: bandHeight, fill: nil)
        }
    }

    /// Plays every band of a `width × height` destination at `base`, first filling each band's
    /// rows with the packed colour `fill` when it is given.
    private func playBands(
        into base: UnsafeMutableRawPointer, threads: Int, bandHeight: Int?, fill: UInt32?
    ) {
        guard width > 0, height > 0 else { return }
        let band = max(1, bandHeight ?? max(8, (256 << 10) / (width * 4)))
        let bands = (height + band - 1) / band
        let w = width
        let h = height
        let target = PlayTarget(base: base)
        let workers = max(1, min(threads, bands))
        if workers == 1 {
            let scratch = SpanScratch(width: w)
            defer { scratch.deallocate() }
            for b in 0..<bands {
                playBand(
                    b * band..<min(h, (b + 1) * band), into: target, fill: fill, scratch: scratch)
            }
            return
        }
        // Worker i plays bands i, i + workers, …: interleaved, so both halves of the screen share
        // the work evenly whatever is drawn where.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let scratch = SpanScratch(width: w)
            defer { scratch.deallocate() }
            for b in stride(from: worker, to: bands, by: workers) {
                self.playBand(
                    b * band..<min(h, (b + 1) * band), into: target, fill: fill, scratch: scratch)
            }
        }
    }

    /// Fills `rows` of a full-size destination with `fill` (when given), then plays them.
    private func playBand(
        _ rows: Range<Int>, into target: PlayTarget, fill: UInt32?, scratch: SpanScratch
    ) {
        if let fill {
            Bitmap.fillPixels(
                target.base + rows.lowerBound * width * 4, count: rows.count * width, packed: fill)
        }
        play(into: target.base, rowOffset: 0, rows: rows, scratch: scratch)
    }

    /// Applies the operations from index `first` on (every one by default) to `rows` of a
    /// destination whose row `y` starts at `base + (y − rowOffset) · width · 4`.
    package func play(
        into base: UnsafeMutableRawPointer, rowOffset: Int, rows: Range<Int>, scratch: SpanScratch,
        from first: Int = 0
    ) {
        for operation in operations[first...] {
            switch operation {
            case .fill(let fill):
                play(fill, into: base, rowOffset: rowOffset, rows: rows, scratch: scratch)
            case .composite(let c):
                play(c, into: base, rowOffset: rowOffset, rows: rows, scratch: scratch)
            }
        }
    }

    private func play(
        _ fill: Fill, into base: UnsafeMutableRawPointer, rowOffset: Int, rows: Range<Int>,
        scratch: SpanScratch
    ) {
        let rowBytes = width * 4
        fill.rowY.withUnsafeBufferPointer { rowY in
            let lo = Fill.firstRow(atOrBelow: rows.lowerBound, in: rowY)
            guard lo < rowY.count, Int(rowY[lo]) < rows.upperBound else { return }
            fill.spans.withUnsafeBufferPointer { spans in
                fill.rowStart.withUnsafeBufferPointer { rowStart in
                    Bitmap.withSampler(for: fill.paint) { sampler in
                        var i = lo
                        while i < rowY.count, Int(rowY[i]) < rows.upperBound {
                            let y = Int(rowY[i])
                            let runs = UnsafeBufferPointer(
                                rebasing: spans[Int(rowStart[i])..<Int(rowStart[i + 1])])
                            Bitmap.blendSpans(
                                row: base + (y - rowOffset) * rowBytes, y: y, spans: runs,
                                paint: fill.paint,
                                opacity8: fill.opacity8, mask: fill.mask, sampler: sampler,
                                scratch: scratch)
                            i += 1
                        }
                    }
                }
            }
        }
    }

    private func play(
        _ c: Composite, into base: UnsafeMutableRawPointer, rowOffset: Int, rows: Range<Int>,
        scratch: SpanScratch
    ) {
        let top = max(rows.lowerBound, c.region.y)
        let bottom = min(rows.upperBound, c.region.maxY)
        guard top < bottom else { return }
        let rowBytes = width * 4
        if let group = c.group {
            playGroup(
                group, c, into: base, rowOffset: rowOffset, rows: top..<bottom, scratch: scratch)
        } else if let image = c.image {
            image.pixels.withUnsafeBytes { src in
                for y in top..<bottom {
                    let source =
                        src.baseAddress! + ((y - c.box.y) * c.box.width + c.region.x - c.box.x) * 4
                    Self.compositeRow(
                        base + (y - rowOffset) * rowBytes + c.region.x * 4, source: source,
                        x: c.region.x, count: c.region.width, y: y, c, scratch: scratch)
                }
            }
        }
    }

    /// Composites `count` pixels of row `y` from column `x` (inside the composite's region):
    /// `destination` and `source` point at the first of them.
    @inline(__always)
    package static func compositeRow(
        _ destination: UnsafeMutableRawPointer, source: UnsafeRawPointer, x: Int, count: Int,
        y: Int,
        _ c: Composite, scratch: SpanScratch
    ) {
        guard let mask = c.mask else {
            SpanBlender.blendImage(destination, source: source, count: count, k: c.k)
            return
        }
        let ks = scratch.ks
        mask.bytes.withUnsafeBufferPointer { m in
            let row = m.baseAddress! + (y - mask.originY) * mask.width + (x - mask.originX)
            for i in 0..<count { ks[i] = UInt8(Blend.div255(c.k * UInt32(row[i]))) }
        }
        SpanBlender.blendImage(destination, source: source, count: count, ks: ks)
    }
}

/// The destination pointer handed to worker threads (each writes only its own rows).
private struct PlayTarget: @unchecked Sendable {
    package let base: UnsafeMutableRawPointer
}

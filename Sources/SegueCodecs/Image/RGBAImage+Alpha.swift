extension RGBAImage {
    /// Whether every pixel's alpha has all the bits of `mask` set.
    ///
    /// 0xFF asks whether every pixel is opaque (alpha 255), 0x80 whether none is below 128 (GIF's
    /// transparent threshold). The AND of each block of 1,024 pixels keeps `mask`'s bits in its
    /// alpha byte exactly when every alpha in the block does (a loop the compiler vectorises); the
    /// scan stops at the first block that fails. Used by `isOpaque` and
    /// `GIFFramePlan.hasTransparentPixel(_:)`.
    func everyAlphaHasBits(_ mask: UInt8) -> Bool {
        pixels.withUnsafeBytes { raw in
            let count = raw.count / 4
            let alpha = UInt32(littleEndian: UInt32(mask) << 24)  // byte 3, in memory order
            var start = 0
            while start < count {
                let end = min(count, start + 1024)
                var all = UInt32.max
                for i in start..<end {
                    all &= raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                }
                if all & alpha != alpha { return false }
                start = end
            }
            return true
        }
    }
}

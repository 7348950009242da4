/// GIF's variable-length-code LZW compressor (GIF89a specification, Appendix F), writing the
/// image data as sub-blocks of at most 255 bytes.
///
/// Codes start at `minimumCodeSize + 1` bits and grow to at most 12. The first code is a clear
/// code; when the table would reach 4095 entries a clear code is sent and the table restarts
/// (as giflib does), unless asked to keep the full table: then it takes no new strings and the
/// ones it holds serve to the end of the image with 12-bit codes (a "deferred clear", which the
/// GIF89a specification's cover sheet allows and requires decoders to handle), which wins where
/// the rest of the image repeats what the table learned (the rows of a UI frame) and loses where
/// the colours drift (a gradient). Codes are packed least significant bit first.
struct GIFLZWEncoder {
    /// (prefix code, next index) → code, as an open-addressing hash table (linear probing) of
    /// 8192 slots, at most half full, 64 KB so it stays in the CPU cache. A slot holds
    /// generation << 32 | prefix << 20 | index << 12 | code; slots of older generations are free,
    /// so a clear is a counter increment rather than a wipe.
    private var table: [UInt64]
    private var generation: UInt64 = 0
    private static let slotBits = 13
    /// Whether the last `encode` filled the table (so keeping the full table would change it).
    private(set) var filled = false

    init() {
        table = [UInt64](repeating: 0, count: 1 << GIFLZWEncoder.slotBits)
    }

    /// Compresses `indices` (each below 2^`minimumCodeSize`) and appends the code-size byte, the
    /// data sub-blocks and the zero-length terminator block to `out`.
    mutating func encode(
        _ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, into out: inout [UInt8]
    ) {
        _ = encode(indices, minimumCodeSize: minimumCodeSize, into: &out, limit: .max)
    }

    /// `encode(_:minimumCodeSize:into:)` that gives up once `out` is sure to end up longer than
    /// `limit` bytes (checked at each full 255-byte block): then returns false and leaves `out`
    /// empty. Returns true when the data was written (which may still be longer than `limit`).
    /// `keepingFullTable`: never clear, keep the full table to the end.
    mutating func encode(
        _ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, into out: inout [UInt8],
        limit: Int, keepingFullTable: Bool = false
    ) -> Bool {
        precondition((2...8).contains(minimumCodeSize), "GIF LZW minimum code size must be 2…8")
        out.append(UInt8(minimumCodeSize))
        var bits = BlockBitWriter(out: out, limit: limit)
        out = []
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        newGeneration()
        filled = false
        bits.write(clear, codeSize)
        guard !indices.isEmpty else {
            bits.write(end, codeSize)
            out = bits.finish()
            return true
        }
        var filled = false
        let finished = table.withUnsafeMutableBufferPointer { table in
            let mask = (1 << GIFLZWEncoder.slotBits) - 1
            let shift = UInt32(32 - GIFLZWEncoder.slotBits)
            var prefix = Int(indices[0])
            nextIndex: for i in 1..<indices.count {
                let k = Int(indices[i])
                let key = UInt64(prefix << 8 | k)
                var slot = Int((UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> shift)
                while table[slot] >> 32 == generation {
                    if (table[slot] >> 12) & 0xF_FFFF == key {
                        prefix = Int(table[slot] & 0xFFF)
                        continue nextIndex
                    }
                    slot = (slot + 1) & mask
                }
                bits.write(prefix, codeSize)
                if bits.exceeded { return false }
                if next >= 1 << codeSize && codeSize < 12 { codeSize += 1 }
                if next < 4095 {
                    table[slot] = generation << 32 | key << 12 | UInt64(next)
                    next += 1
                } else if keepingFullTable {
                    filled = true  // the decoder's table is full too: codes stay 12 bits
                } else {
                    filled = true
                    bits.write(clear, codeSize)
                    generation += 1
                    if generation == 1 << 32 {  // as in newGeneration(), on the borrowed table
                        for j in 0..<table.count { table[j] = 0 }
                        generation = 1
                    }
                    codeSize = minimumCodeSize + 1
                    next = end + 1
                }
                prefix = k
            }
            bits.write(prefix, codeSize)
            if next >= 1 << codeSize && codeSize < 12 { codeSize += 1 }
            bits.write(end, codeSize)
            return true
        }
        self.filled = filled
        guard finished else {
            out = []
            return false
        }
        out = bits.finish()
        return true
    }

    /// Frees every slot: the zeroed table is generation 0, so the first one used is 1.
    private mutating func newGeneration() {
        generation += 1
        if generation == 1 << 32 {  // would not fit above the entry's 32 bits: wipe once
            for j in 0..<table.count { table[j] = 0 }
            generation = 1
        }
    }
}

/// Packs codes LSB-first into bytes and the bytes into GIF sub-blocks (a length byte, then up to
/// 255 bytes), ending with a zero-length block.
struct BlockBitWriter {
    private var out: [UInt8]
    private var block = [UInt8](repeating: 0, count: 255)
    private var blockCount = 0
    private var buffer: UInt64 = 0
    private var bitCount = 0
    private let limit: Int
    /// Whether the bytes written so far already exceed the limit (checked at each full block).
    private(set) var exceeded = false

    init(out: [UInt8], limit: Int = .max) {
        self.out = out
        self.limit = limit
    }

    @inline(__always)
    mutating func write(_ code: Int, _ size: Int) {
        buffer |= UInt64(code) << UInt64(bitCount)
        bitCount += size
        while bitCount >= 8 {
            emit(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bitCount -= 8
        }
    }

    @inline(__always)
    private mutating func emit(_ byte: UInt8) {
        block[blockCount] = byte
        blockCount += 1
        if blockCount == 255 { flushBlock() }
    }

    private mutating func flushBlock() {
        guard blockCount > 0 else { return }
        out.append(UInt8(blockCount))
        out.append(contentsOf: block[0..<blockCount])
        blockCount = 0
        if out.count > limit { exceeded = true }
    }

    /// Flushes the last partial byte and block, appends the terminator, and returns the bytes.
    mutating func finish() -> [UInt8] {
        if bitCount > 0 {
            emit(UInt8(truncatingIfNeeded: buffer))
            buffer = 0
            bitCount = 0
        }
        flushBlock()
        out.append(0)
        return out
    }
}

import SegueTestSupport
import Testing

@testable import SegueCodecs

/// GIF LZW: hand-worked examples, and round trips through an independent decoder written here.
@Suite struct GIFLZWTests {
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        var lzw = GIFLZWEncoder()
        var out: [UInt8] = []
        indices.withUnsafeBufferPointer {
            lzw.encode($0, minimumCodeSize: minimumCodeSize, into: &out)
        }
        return out
    }

    @Test func fiveEqualIndicesEncodeToTheHandWorkedCodes() {
        // Min code size 2: clear = 4, end = 5, codes start at 3 bits.
        // 1 1 1 1 1 → clear(4) 1 6 6 end(5); the table reaches 8 entries after the last 6,
        // so end goes out in 4 bits. LSB-first: 100 | 001 | 110 | 110 | 0101 → bytes 8C 5D.
        #expect(
            Self.encode([1, 1, 1, 1, 1], minimumCodeSize: 2) == [0x02, 0x02, 0x8C, 0x5D, 0x00])
    }

    @Test func twoDifferentIndicesEncodeToTheHandWorkedCodes() {
        // 1 0 → clear(4) 1 0 end(5), all 3 bits: 100 001 000 101 → 0C 0A.
        #expect(Self.encode([1, 0], minimumCodeSize: 2) == [0x02, 0x02, 0x0C, 0x0A, 0x00])
    }

    @Test func emptyInputIsClearThenEnd() {
        // 100 101 → 0x2C.
        #expect(Self.encode([], minimumCodeSize: 2) == [0x02, 0x01, 0x2C, 0x00])
    }

    /// A straightforward GIF LZW decoder (GIF89a Appendix F), independent of the encoder.
    static func decode(_ bytes: [UInt8]) -> [UInt8]? {
        decodeCountingClears(bytes)?.indices
    }

    /// `decode(_:)` that also counts the clear codes after the first code.
    ///
    /// The count is 0 when the table never filled, or filled and was kept to the end (a deferred
    /// clear). A full table takes no new strings and keeps 12-bit codes until a clear, as the
    /// GIF89a specification's cover sheet requires of decoders.
    static func decodeCountingClears(_ bytes: [UInt8]) -> (indices: [UInt8], laterClears: Int)? {
        let minimum = Int(bytes[0])
        var data: [UInt8] = []
        var at = 1
        while at < bytes.count, bytes[at] != 0 {
            let n = Int(bytes[at])
            data += bytes[(at + 1)..<(at + 1 + n)]
            at += 1 + n
        }
        let clear = 1 << minimum
        let end = clear + 1
        var size = minimum + 1
        var bitPos = 0
        var table: [[UInt8]] = []
        func reset() {
            table = (0..<(clear + 2)).map { $0 < clear ? [UInt8($0)] : [] }
            size = minimum + 1
        }
        reset()
        var out: [UInt8] = []
        var previous: [UInt8]? = nil
        var laterClears = 0
        while true {
            guard bitPos + size <= data.count * 8 else { return nil }
            var code = 0
            for i in 0..<size where data[(bitPos + i) / 8] >> UInt8((bitPos + i) % 8) & 1 == 1 {
                code |= 1 << i
            }
            if code == clear && bitPos > 0 { laterClears += 1 }
            bitPos += size
            if code == clear {
                reset()
                previous = nil
                continue
            }
            if code == end { return (out, laterClears) }
            var entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count, let p = previous {
                entry = p + [p[0]]
            } else {
                return nil
            }
            out += entry
            if let p = previous, table.count < 4096 { table.append(p + [entry[0]]) }
            if table.count == 1 << size && size < 12 { size += 1 }
            previous = entry
        }
    }

    @Test func randomIndexStreamsRoundTripThroughAnIndependentDecoder() {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        for minimum in [2, 3, 5, 8] {
            for style in 0..<3 {
                let n = Int.random(in: 1...30000, using: &rng)
                let limit = 1 << minimum
                var indices = [UInt8](repeating: 0, count: n)
                for i in 0..<n {
                    switch style {
                    // noise: many clears
                    case 0: indices[i] = UInt8(Int.random(in: 0..<limit, using: &rng))
                    case 1: indices[i] = UInt8((i / 37) % limit)  // runs
                    // few symbols
                    default: indices[i] = UInt8(Int.random(in: 0..<min(limit, 3), using: &rng))
                    }
                }
                let encoded = Self.encode(indices, minimumCodeSize: minimum)
                #expect(
                    Self.decode(encoded) == indices,
                    "min code size \(minimum), style \(style), \(n) indices")
            }
        }
    }

    @Test func subBlocksAreAtMost255BytesAndTerminated() {
        var rng = SeededRandomNumberGenerator(seed: 3)
        let indices = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let encoded = Self.encode(indices, minimumCodeSize: 8)
        var at = 1
        var blocks = 0
        while encoded[at] != 0 {
            #expect(encoded[at] <= 255)
            blocks += 1
            at += 1 + Int(encoded[at])
        }
        #expect(at == encoded.count - 1)
        #expect(blocks > 10)
    }
}

/// Keeping a full LZW table instead of clearing it (a deferred clear).
@Suite struct GIFLZWFullTableTests {
    static func encode(_ indices: [UInt8], keepingFullTable: Bool) -> (bytes: [UInt8], filled: Bool)
    {
        var lzw = GIFLZWEncoder()
        var out: [UInt8] = []
        _ = indices.withUnsafeBufferPointer {
            lzw.encode(
                $0, minimumCodeSize: 8, into: &out, limit: .max, keepingFullTable: keepingFullTable)
        }
        return (out, lzw.filled)
    }

    @Test func aKeptFullTableRoundTripsPastFourThousandCodes() {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        // Noise: about one code per index, so 20,000 indices need far more than 4,096 codes.
        let indices = (0..<20000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let kept = Self.encode(indices, keepingFullTable: true)
        let cleared = Self.encode(indices, keepingFullTable: false)
        #expect(kept.filled && cleared.filled)
        #expect(kept.bytes != cleared.bytes)
        #expect(GIFLZWTests.decode(kept.bytes) == indices, "seed \(seed)")
        #expect(GIFLZWTests.decode(cleared.bytes) == indices, "seed \(seed)")
    }

    @Test func aKeptFullTableWinsWhenTheRestRepeatsWhatItLearned() {
        // A 5,000-index row of noise fills the table; the row then repeats ten times. The full
        // table already holds the row's pairs and triples, a cleared one starts again from
        // single indices.
        var rng = SeededRandomNumberGenerator(seed: 7)
        let row = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let indices = Array((0..<11).map { _ in row }.joined())
        let kept = Self.encode(indices, keepingFullTable: true)
        let cleared = Self.encode(indices, keepingFullTable: false)
        #expect(kept.bytes.count < cleared.bytes.count * 9 / 10)
        #expect(GIFLZWTests.decode(kept.bytes) == indices)
    }

    @Test func aTableThatNeverFillsIsTheSameEitherWay() {
        let indices = (0..<3000).map { UInt8($0 / 50 % 4) }
        let kept = Self.encode(indices, keepingFullTable: true)
        let cleared = Self.encode(indices, keepingFullTable: false)
        #expect(!kept.filled && !cleared.filled)
        #expect(kept.bytes == cleared.bytes)
    }
}

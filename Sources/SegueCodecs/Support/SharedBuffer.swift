/// Memory the caller owns, shared with `InterleavedWork` workers that read it or write its parts.
///
/// A raw pointer carries no ownership or synchronisation, so this is `@unchecked Sendable`; it is
/// safe because of how it is used, and only so:
/// - the caller keeps the memory alive, and does not touch it itself, until `InterleavedWork.map`
///   (or `forEach`) returns, which is after every worker has finished: `concurrentPerform` waits
///   for them, which also orders their writes before the caller's reads;
/// - while they run, the workers either only read the memory (zlib's input segments) or each
///   writes its own part, which no other worker reads or writes (PNG's bands of filtered rows).
struct SharedBuffer: @unchecked Sendable {
    /// The shared memory.
    let bytes: UnsafeMutableRawBufferPointer

    /// Memory the workers write, each its own part.
    init(_ bytes: UnsafeMutableRawBufferPointer) {
        self.bytes = bytes
    }

    /// Memory the workers only read (never written through `bytes`).
    init(reading bytes: UnsafeRawBufferPointer) {
        self.bytes = UnsafeMutableRawBufferPointer(mutating: bytes)
    }
}

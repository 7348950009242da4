import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines of text over two file descriptors, one read from and one written to, with plain POSIX
/// calls that retry when a signal interrupts them (Foundation's `FileHandle` traps on EINTR).
struct LineChannel {
    /// Read from.
    var input: Int32
    /// Written to.
    var output: Int32
    private var buffer: [UInt8] = []

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Closes both descriptors: the other side reads the end of its input.
    func end() {
        close(output)
        close(input)
    }

    /// Writes `line` and a newline; false when the other end is gone.
    func send(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    /// The next line without its newline, or nil at the end of the input.
    mutating func receive() -> String? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            buffer += chunk[..<n]
        }
    }
}

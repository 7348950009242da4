import Foundation

extension TransitionDiagnostics {
    /// The recorded calls, oldest first: a collection of entries whose `description` is the
    /// listing `segue trace` prints, one call per line, so `print(UIApplication.shared.diagnostics.timeline)`
    /// reads the same:
    ///
    /// ```
    ///    0.317  MyAnimator.transitionDuration(using:)
    ///    0.317  MyAnimator.animateTransition(using:)
    /// ```
    @_spi(Testing)
    public struct Timeline: RandomAccessCollection, Equatable, Sendable,
        CustomStringConvertible
    {
        /// The entries, oldest first.
        package var entries: [Entry]

        /// A timeline of `entries`.
        package init(_ entries: [Entry] = []) { self.entries = entries }

        /// 0.
        @_spi(Testing) public var startIndex: Int { entries.startIndex }
        /// The number of entries.
        @_spi(Testing) public var endIndex: Int { entries.endIndex }
        /// The entry at `position`, 0 the oldest held.
        @_spi(Testing) public subscript(position: Int) -> Entry { entries[position] }
        /// The entries in `bounds`.
        @_spi(Testing) public subscript(bounds: Range<Int>) -> ArraySlice<Entry> {
            entries[bounds]
        }

        /// One line per entry: the time in seconds since `origin` (right-aligned, three
        /// decimals), two spaces, `Subject.event`. `segue trace` lists a demo with `origin` at
        /// the start of its script.
        @_spi(Testing) public func lines(since origin: CFTimeInterval = 0) -> [String] {
            entries.map { $0.line(since: origin) }
        }

        /// The listing, times in virtual seconds (`CACurrentMediaTime()`), one entry per line.
        @_spi(Testing) public var description: String { lines().joined(separator: "\n") }

        mutating func append(_ entry: Entry) { entries.append(entry) }
        mutating func removeFirst(_ n: Int) { entries.removeFirst(n) }
        mutating func removeAll() { entries.removeAll() }
    }
}

extension TransitionDiagnostics.Entry {
    /// `   0.317  MyAnimator.animateTransition(using:)`: the time since `origin` in seconds, as
    /// `segue trace` prints it.
    package func line(since origin: CFTimeInterval = 0) -> String {
        String(format: "%8.3f  ", time - origin) + "\(subject).\(event)"
    }
}

/// A demo whose transitions were still running when its script ended.
package struct UnsettledDemo: Error, CustomStringConvertible {
    /// The demo's name.
    package var name: String

    package var description: String {
        "\(name) was still animating at the end of its script (a settle step timed out)."
    }
}

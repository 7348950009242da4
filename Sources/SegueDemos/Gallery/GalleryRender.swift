import Foundation
@_spi(Testing) import OpenUIKit

/// What rendering one demo for the gallery measured: all its index entry needs besides the demo.
///
/// Codable, so a worker process can send it to the process that writes the index.
package struct GalleryRender: Sendable, Equatable, Codable {
    /// Frames recorded.
    package var frameCount: Int
    /// How long the recording plays, in seconds.
    package var duration: TimeInterval
    /// The frames' size in points (pixels over the scale).
    package var pointSize: CGSize
    /// How many filmstrip frames are turning points.
    package var filmstripTurns: Int
    /// Wall-clock seconds the render took (reported, never written to a file).
    package var renderSeconds: TimeInterval

    package init(
        frameCount: Int, duration: TimeInterval, pointSize: CGSize, filmstripTurns: Int,
        renderSeconds: TimeInterval
    ) {
        self.frameCount = frameCount
        self.duration = duration
        self.pointSize = pointSize
        self.filmstripTurns = filmstripTurns
        self.renderSeconds = renderSeconds
    }
}

extension GalleryEntry {
    /// `<name>.gif`.
    package static func gifFile(_ name: String) -> String { "\(name).gif" }
    /// `<name>-filmstrip.png`.
    package static func filmstripFile(_ name: String) -> String { "\(name)-filmstrip.png" }
    /// `frames/<name>.js`, the player's copy of the GIF.
    package static func framesScript(_ name: String) -> String { "frames/\(name).js" }
}

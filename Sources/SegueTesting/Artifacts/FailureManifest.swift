import Foundation

/// What one failed snapshot left in the artifacts folder: the `<stem>.json` beside its files.
///
/// ```json
/// {"format": "segue-failure/1", "kind": "image", "test": "DetailTests.detailSlidesIn",
///  "testID": "MyTests.DetailTests/detailSlidesIn()", "number": 1, "message": "…",
///  "files": {"reference": "DetailTests.detailSlidesIn.1.reference.png", …},
///  "run": "2026-11-27T05:00:00Z-4242", "recorded": "2026-11-27T05:00:03Z"}
/// ```
public struct FailureManifest: Codable, Sendable, Equatable {
    /// What kind of snapshot failed.
    public enum Kind: String, Codable, Sendable {
        /// A PNG (`.image`, `.filmstrip`, `.frame`): reference, failure and difference PNGs.
        case image
        /// An animated PNG (`.animatedImage`): both APNGs, every frame, the first differing
        /// frames side by side.
        case animation
        /// A `.timeline`: both texts and their diff.
        case timeline
        /// Any other text: both texts and their diff.
        case text
    }

    /// One frame of an animation failure: its times and files (paths relative to the folder).
    public struct Frame: Codable, Sendable, Equatable {
        /// The frame number, from 0.
        public var index: Int
        /// Seconds from the first frame in the reference (nil: the reference has no such frame).
        public var referenceTime: Double?
        /// Seconds from the first frame in the new recording (nil: it has no such frame).
        public var failureTime: Double?
        /// Whether the two frames differ (or only one exists).
        public var differs: Bool
        /// The reference frame's PNG, if it has one.
        public var reference: String?
        /// The new frame's PNG, if it has one.
        public var failure: String?
        /// The highlighted difference of the two, when both exist and differ.
        public var difference: String?
    }

    /// `"segue-failure/1"`: what the report reads.
    public var format = FailureManifest.currentFormat
    /// The kind of snapshot.
    public var kind: Kind
    /// `Suite.test` of the failing test.
    public var test: String
    /// Swift Testing's test id, if the test ran under Swift Testing.
    public var testID: String?
    /// Which failure of the test this is (1, 2…), as in the file names.
    public var number: Int
    /// The failure message as the test printed it.
    public var message: String
    /// The files by role (`reference`, `failure`, `difference`, `diff`), relative to the folder.
    public var files: [String: String]
    /// Animation failures: every frame, with times and files.
    public var frames: [Frame]?
    /// Animation failures: the numbers of the frames that differ.
    public var differingFrames: [Int]?
    /// The test run (process) that wrote it: start time and process id.
    public var run: String
    /// When it was written (ISO 8601).
    public var recorded: String

    /// The format this version writes and reads.
    public static let currentFormat = "segue-failure/1"
}

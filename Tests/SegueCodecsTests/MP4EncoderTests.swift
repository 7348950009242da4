import Foundation
import Testing

@testable import SegueCodecs

/// `MP4Encoder` pipes frames to the installed `ffmpeg`; ffprobe (when present) checks the result.
@Suite struct MP4EncoderTests {
    static let ffmpegInstalled = MP4Encoder().resolvedFFmpeg() != nil

    /// Six frames of the sliding-card scene, 61×40 (an odd width), the third held for two frames.
    static func scene() -> (frames: [RGBAImage], delays: [TimeInterval]) {
        let frames = (0..<6).map { UIScene.frame(width: 61, height: 40, step: $0, steps: 5) }
        return (frames, [0.1, 0.1, 0.2, 0.1, 0.1, 0.1])
    }

    /// Runs ffprobe on `data`: width, height, frame rate and decoded frame count.
    static func probe(_ data: Data) throws -> String? {
        let dir = try Reference.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("video.mp4")
        try data.write(to: file)
        let out = try Reference.python(
            #"""
            import shutil, subprocess, sys
            probe = shutil.which("ffprobe")
            if probe is None:
                print("none")
            else:
                print(subprocess.run([probe, "-v", "error", "-select_streams", "v:0", "-count_frames",
                    "-show_entries", "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames",
                    "-of", "csv=p=0", sys.argv[1]], check=True, capture_output=True,
                    text=True).stdout.strip())
            """#, [file.path])
        let line = out.trimmingCharacters(in: .whitespacesAndNewlines)
        return line == "none" ? nil : line
    }

    @Test func eachFrameIsRepeatedForItsDelayAtTheConstantRate() {
        let encoder = MP4Encoder(fps: 10)
        #expect(encoder.repeats(for: [0.1, 0.2, 0.0, 0.26, 1.0 / 30]) == [1, 2, 1, 3, 1])
        #expect(MP4Encoder(fps: 30).repeats(for: [1.0 / 30, 0.5]) == [1, 15])
    }

    @Test(.enabled(if: ffmpegInstalled))
    func aShortSceneBecomesAnH264MP4WithFtypAndTheRightFramesSizeAndRate() throws {
        let (frames, delays) = Self.scene()
        let data = try MP4Encoder(fps: 10).encode(frames: frames, delays: delays)
        let bytes = [UInt8](data)
        #expect(bytes.count > 200)
        #expect(Array(bytes[4..<8]) == Array("ftyp".utf8), "an ISO media file starts with ftyp")
        // +faststart: the movie box comes before the media data.
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        #expect(text.contains("moov"))
        if let probe = try Self.probe(data) {
            // 6 frames, one of them held for 2 → 7 at 10 fps; 61 px padded to 62.
            #expect(probe == "h264,62,40,yuv420p,10/1,7")
        }
    }

    @Test(.enabled(if: ffmpegInstalled))
    func theSameFramesGiveTheSameBytes() throws {
        let (frames, delays) = Self.scene()
        let a = try MP4Encoder(fps: 10).encode(frames: frames, delays: delays)
        let b = try MP4Encoder(fps: 10).encode(frames: frames, delays: delays)
        #expect(a == b)
    }

    @Test func aMissingFFmpegIsAnErrorNamingTheDebianPackage() throws {
        let (frames, delays) = Self.scene()
        let encoder = MP4Encoder(fps: 10, ffmpegPath: "/nonexistent/bin/ffmpeg")
        #expect(encoder.resolvedFFmpeg() == nil)
        let error = #expect(throws: MP4EncodingError.self) {
            try encoder.encode(frames: frames, delays: delays)
        }
        #expect(error == .ffmpegNotFound("no executable at /nonexistent/bin/ffmpeg"))
        #expect(error?.description.contains("apt-get install ffmpeg") == true)
    }

    @Test func badFramesAreRefusedBeforeFFmpegRuns() {
        let encoder = MP4Encoder(fps: 10, ffmpegPath: "/nonexistent/bin/ffmpeg")
        #expect(throws: AnimationEncodingError.noFrames) {
            try encoder.encode(frames: [], delays: [])
        }
        #expect(throws: MP4EncodingError.invalidFramesPerSecond(0)) {
            try MP4Encoder(fps: 0).encode(
                frames: [RGBAImage(width: 2, height: 2)], delays: [0.1])
        }
    }
}

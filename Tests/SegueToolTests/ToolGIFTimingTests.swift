import Foundation
import SegueTestSupport
import Testing

/// `segue render` writes GIF and APNG delays that play at the true speed, and says how long.
@Suite struct ToolGIFTimingTests {
    /// Pillow's per-frame durations (milliseconds) of an animation file.
    static func pillowDurations(_ path: String) throws -> [Double] {
        let result = try Subprocess.python(
            """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            out = []
            for i in range(im.n_frames):
                im.seek(i)
                out.append(repr(float(im.info.get("duration", -1))))
            print(" ".join(out))
            """, [path])
        #expect(result.status == 0, "python3 with Pillow: \(result.stderr)")
        return result.stdout.split(whereSeparator: \.isWhitespace).map { Double($0)! }
    }

    /// The seconds printed in "Wrote …: N frames at F fps, D s".
    static func printedDuration(_ stdout: String) -> Double? {
        guard let range = stdout.range(of: #"fps, [0-9.]+ s"#, options: .regularExpression) else {
            return nil
        }
        return Double(stdout[range].dropFirst(5).dropLast(2))
    }

    @Test func aGifAskedAt60FpsIsRecordedAt50WithTwentyMillisecondsPerFrame() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("slide.gif").path
        let r = try Tool.run(["render", "seed004-slide", "--fps", "60", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("recording at 50 fps instead of 60"))
        #expect(r.stdout.contains("at 50 fps,"))
        let durations = try Self.pillowDurations(out)
        #expect(durations.allSatisfy { $0 == 20 })
        let total = durations.reduce(0, +) / 1000
        let printed = try #require(Self.printedDuration(r.stdout))
        #expect(abs(printed - total) < 0.005, "prints what the GIF plays: \(total) s")
    }

    @Test func aGifAt30FpsKeepsTheExactTotalByDistributingTheRounding() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("slide.gif").path
        let r = try Tool.run(["render", "seed004-slide", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("instead of"))
        let durations = try Self.pillowDurations(out)
        #expect(Set(durations) == [30, 40])
        let total = durations.reduce(0, +)
        #expect(abs(total - Double(durations.count) * 1000 / 30) <= 10)
        let printed = try #require(Self.printedDuration(r.stdout))
        #expect(abs(printed - total / 1000) < 0.005)
    }

    @Test func anApngAt120FpsShowsEveryFrameForAHundredAndTwentiethOfASecond() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("slide.png").path
        let r = try Tool.run(["render", "seed004-slide", "--fps", "120", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("at 120 fps,"))
        let durations = try Self.pillowDurations(out)
        #expect(durations.count > 200)
        for d in durations { #expect(abs(d - 1000.0 / 120) < 1e-6) }
        let printed = try #require(Self.printedDuration(r.stdout))
        #expect(abs(printed - durations.reduce(0, +) / 1000) < 0.005)
    }
}

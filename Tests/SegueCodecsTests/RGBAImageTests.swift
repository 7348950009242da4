import SegueCodecs
import Testing

@Test func subscriptRoundTripsStraightAlpha() {
    var b = RGBAImage(width: 2, height: 1)
    b[1, 0] = RGBA8(r: 255, g: 0, b: 0, a: 128)
    #expect(b.pixels[4...7] == [128, 0, 0, 128])
    #expect(b[1, 0] == RGBA8(r: 255, g: 0, b: 0, a: 128))
}

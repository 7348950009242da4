import OpenUIKit
import Testing

@Test func openUIKitReexportsQuartzCore() {
    #expect(CGAffineTransform.identity.a == 1)
}

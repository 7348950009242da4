import Testing
import OpenUIKit

@Test func openUIKitReexportsQuartzCore() {
    #expect(CGAffineTransform.identity.a == 1)
}

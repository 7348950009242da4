import OpenQuartzCore
import Testing

@Test func identityTransformIsTheUnitMatrix() {
    #expect(
        CATransform3DIdentity.m11 == 1 && CATransform3DIdentity.m44 == 1
            && CATransform3DIdentity.m34 == 0)
}

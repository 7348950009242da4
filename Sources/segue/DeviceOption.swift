import ArgumentParser
@_spi(Testing) import OpenUIKit

/// The device profile a command lays its screens out for. Shared by `render`, `gallery`, `trace`
/// and `doctor`.
struct DeviceOption: ParsableArguments {
    @Option(
        help: """
            Device profile: iphone-se, iphone-16, iphone-16-pro, iphone-16-pro-max, ipad-pro-11, \
            ipad-pro-13; also iphone15 (the default), iphone15-pro-max, ipad. \
            `segue list --devices` lists their sizes.
            """)
    var device: String = "iphone15"

    func validate() throws {
        guard UIDeviceProfile.named(device) != nil else { throw unknownDevice(device) }
    }

    var profile: UIDeviceProfile { UIDeviceProfile.named(device) ?? .iPhone15 }
}

func unknownDevice(_ name: String) -> ValidationError {
    ValidationError(
        "Unknown device '\(name)'. Known devices: \(UIDeviceProfile.all.map(\.identifier).joined(separator: ", "))."
    )
}

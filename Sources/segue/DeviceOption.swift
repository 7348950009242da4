import ArgumentParser
@_spi(Testing) import OpenUIKit

/// The device profile a command lays its screens out for. Shared by `render`, `gallery`, `trace`
/// and `doctor`.
struct DeviceOption: ParsableArguments {
    @Option(help: "Device profile: iphone-se, iphone15, iphone15-pro-max, ipad.")
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

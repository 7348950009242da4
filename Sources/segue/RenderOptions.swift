import ArgumentParser
@_spi(Testing) import OpenUIKit
import SegueDemos

/// Options shared by the rendering commands (`render`, `gallery`): frame rate, scale, device and
/// system settings.
struct RenderOptions: ParsableArguments {
    // `.unconditional`: a negative value ("--scale -1") is read as the value, so the range check
    // below reports it, instead of the parser taking it for an option and saying "Missing value".
    @Option(parsing: .unconditional, help: "Frames per second of the recording (1…120).")
    var fps: Int = 30

    @Option(
        parsing: .unconditional,
        help:
            "Pixels per point (0.25…4). Default: 1 for render, 2 for gallery (sharp on Retina screens)."
    )
    var scale: Double?

    @OptionGroup var target: DeviceOption

    @OptionGroup var settings: TraitOptions

    func validate() throws {
        guard (1...120).contains(fps) else {
            throw ValidationError("--fps must be between 1 and 120, got \(fps)")
        }
        if let scale, !(scale.isFinite && scale >= 0.25 && scale <= 4) {
            throw ValidationError("--scale must be between 0.25 and 4, got \(scale)")
        }
    }

    var device: String { target.device }
    var profile: UIDeviceProfile { target.profile }
    var traits: DemoTraits { settings.traits }
}

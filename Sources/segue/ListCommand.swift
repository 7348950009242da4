import ArgumentParser
import Foundation
@_spi(Testing) import OpenUIKit
import SegueDemos

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every demo with a short description.")

    @Flag(help: "List the device profiles `--device` accepts instead of the demos.")
    var devices = false

    func run() throws {
        if devices {
            listDevices()
            return
        }
        let seeds = DemoCatalog.seeds
        let catalogue = CatalogueDemos.demos
        let width = (seeds + catalogue).map(\.name.count).max() ?? 0
        print("# The seed articles' demos")
        for d in seeds {
            print(d.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + d.summary)
        }
        print("")
        print(
            "# The Segue catalogue: render any entry with --container present|push|tab|child"
                + " and --interactive finish|cancel")
        for d in catalogue {
            print(d.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + d.summary)
        }
    }

    /// One line per profile: its name for `--device`, the device, its size in points and scale,
    /// its safe area in portrait and its size classes in landscape.
    private func listDevices() {
        let width = UIDeviceProfile.all.map(\.identifier.count).max() ?? 0
        let nameWidth = UIDeviceProfile.all.map(\.name.count).max() ?? 0
        print("# Devices: render on one with --device NAME [--landscape]")
        for (i, d) in UIDeviceProfile.all.enumerated() {
            if i == UIDeviceProfile.current.count { print("# Earlier profiles") }
            print(Self.line(d, width: width, nameWidth: nameWidth))
        }
    }

    static func line(_ d: UIDeviceProfile, width: Int, nameWidth: Int) -> String {
        func n(_ v: CGFloat) -> String { String(Int(v)) }
        let insets = d.safeAreaInsets
        let landscape = d.traits(landscape: true)
        let classes =
            (landscape.horizontalSizeClass == .regular ? "regular" : "compact") + " width, "
            + (landscape.verticalSizeClass == .regular ? "regular" : "compact") + " height"
        return d.identifier.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            + d.name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
            + "\(n(d.size.width))×\(n(d.size.height)) pt @\(n(d.scale))x, "
            + "safe area \(n(insets.top))/\(n(insets.bottom)) pt, landscape: \(classes)"
    }
}

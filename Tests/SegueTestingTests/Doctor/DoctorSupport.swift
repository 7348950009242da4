import OpenUIKit
import SegueTesting

/// The doctor the broken-animator tests use: a small window, the default transitions.
@MainActor
let smallDoctor = TransitionDoctor(windowSize: CGSize(width: 100, height: 200))

extension Array where Element == DoctorFinding {
    /// The identifiers found, without repeats, in the order first found.
    var identifiers: [DoctorFinding.Identifier] {
        var seen: [DoctorFinding.Identifier] = []
        for finding in self where !seen.contains(finding.identifier) {
            seen.append(finding.identifier)
        }
        return seen
    }

    /// The findings of one kind.
    func of(_ identifier: DoctorFinding.Identifier) -> [DoctorFinding] {
        filter { $0.identifier == identifier }
    }
}

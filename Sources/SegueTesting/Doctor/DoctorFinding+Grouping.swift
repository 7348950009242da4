import Foundation

/// The findings of one kind, and the transitions each was found in.
public struct DoctorFindingGroup: Sendable, Hashable, CustomStringConvertible {
    /// The kind of mistake.
    public var identifier: DoctorFinding.Identifier
    /// What happened and what to change, as the first transition worded it.
    public var message: String
    /// Every transition in which it showed, in the doctor's order.
    public var transitions: [TransitionDoctor.Transition]

    /// `identifier (in N transitions: a; b; …): message`, one line (transitions are separated by
    /// semicolons: a transition's own name may hold a comma, "interactive pop, cancelled").
    public var description: String {
        let names = transitions.map(\.description).joined(separator: "; ")
        let count = transitions.count == 1 ? "in" : "in \(transitions.count) transitions:"
        return "\(identifier.rawValue) (\(count) \(names)): \(message)"
    }
}

extension Array where Element == DoctorFinding {
    /// The findings grouped by kind, in the order each kind was first found.
    public var grouped: [DoctorFindingGroup] {
        var groups: [DoctorFindingGroup] = []
        for finding in self {
            if let i = groups.firstIndex(where: { $0.identifier == finding.identifier }) {
                if !groups[i].transitions.contains(finding.transition) {
                    groups[i].transitions.append(finding.transition)
                }
            } else {
                groups.append(
                    DoctorFindingGroup(
                        identifier: finding.identifier, message: finding.message,
                        transitions: [finding.transition]))
            }
        }
        return groups
    }

    /// The doctor's report: one line per kind of mistake with the transitions it happened in
    /// ("no findings" when empty). What to print when a test expects none:
    /// `#expect(findings.isEmpty, "\(findings.report)")`.
    public var report: String {
        isEmpty ? "no findings" : grouped.map(\.description).joined(separator: "\n")
    }
}

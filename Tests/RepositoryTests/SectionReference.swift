import Foundation

/// A "§N.M" written in the repository's text, and the document it points into.
///
/// A section sign must say whose section it is, right before it: `UIKit-semantics.md §6.3` points
/// into `Docs/UIKit-semantics.md` and must name one of its headings; an issue of the tracker
/// (`issue 11 §3`), a published specification (`PNG specification §9`, `RFC 1950 §8.2`) or the
/// Cassowary paper (`Badros, Borning & Stuckey, §2`) point outside and are left alone. Inside the
/// semantics document itself a bare one points into it. The members of a run share the owner of
/// its first: `UIKit-semantics.md §4.2–§4.4, §6.2`.
struct SectionReference {
    enum Owner: Equatable {
        /// `Docs/UIKit-semantics.md`.
        case semantics
        /// A document outside the repository that the reference names.
        case elsewhere
        /// Nobody: the reference does not say which document it means.
        case unnamed
    }

    /// The section number, e.g. "6.3".
    var section: String
    var owner: Owner

    static let sign = "\u{A7}"
    static let semanticsDocument = "Docs/UIKit-semantics.md"

    /// The section references in `line` of `file`.
    static func all(in line: String, of file: String) -> [SectionReference] {
        let regex = try! NSRegularExpression(pattern: sign + #"\s?(\d+(?:\.\d+)*)"#)
        var found: [SectionReference] = []
        var previousEnd: String.Index?
        for match in regex.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
            guard let whole = Range(match.range, in: line),
                let number = Range(match.range(at: 1), in: line)
            else { continue }
            let owner: Owner
            if let previousEnd, let last = found.last,
                isRunSeparator(line[previousEnd..<whole.lowerBound])
            {
                owner = last.owner
            } else {
                owner = Self.owner(before: String(line[..<whole.lowerBound]), in: file)
            }
            found.append(SectionReference(section: String(line[number]), owner: owner))
            previousEnd = whole.upperBound
        }
        return found
    }

    /// Whether the text between two references joins them into a run.
    private static func isRunSeparator(_ gap: Substring) -> Bool {
        ["–", "-", ",", "and", "or", "to"].contains(gap.trimmingCharacters(in: .whitespaces))
    }

    /// Whose section a reference is, from the text before it on its line.
    private static func owner(before prefix: String, in file: String) -> Owner {
        let named = [
            (#"UIKit-semantics(\.md)?\s*$"#, Owner.semantics),
            (#"(issue \d+|[Ss]pecification|RFC \d+|Stuckey,)\s*\(?\s*$"#, Owner.elsewhere),
        ]
        for (pattern, owner) in named
        where prefix.range(of: pattern, options: .regularExpression) != nil {
            return owner
        }
        return file == semanticsDocument ? .semantics : .unnamed
    }

    /// The section numbers of the semantics document's headings ("## 6. …" → "6",
    /// "### 6.3 …" → "6.3").
    static func headings(of text: String) -> Set<String> {
        var numbers: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            let number = title.prefix(while: { $0.isNumber || $0 == "." })
            let trimmed = number.hasSuffix(".") ? number.dropLast() : number[...]
            if !trimmed.isEmpty { numbers.insert(String(trimmed)) }
        }
        return numbers
    }
}

import Foundation
import OpenUIKit

/// The systems of seed article 000 (being written).
public enum Seed000 {
    /// The article's demos.
    public static var demos: [Demo] { [] }
}

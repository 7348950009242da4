import Foundation
import OpenUIKit

/// The systems of seed article 002 (being written).
public enum Seed002 {
    /// The article's demos.
    public static var demos: [Demo] { [] }
}

import Foundation

/// Every demo, in gallery order.
package enum DemoCatalog {
    /// All demos: the seeds' then the catalogue's (each entry presented and dismissed), then the
    /// list and grid screens' (issue 23), then iOS 17–26's motions (issue 25).
    package static var all: [Demo] {
        seeds + CatalogueDemos.demos + ListDemos.demos + TodayDemos.demos
    }

    /// The seed articles' demos.
    package static var seeds: [Demo] {
        Seed000.demos + Seed001.demos + Seed002.demos + Seed003.demos + Seed004.demos
    }

    /// The demo with this name, if any; a catalogue entry's name may add a container and a way
    /// back (`cube-left-push-cancel`).
    package static func demo(named name: String) -> Demo? {
        if let seed = seeds.first(where: { $0.name == name }) { return seed }
        if name == CatalogueDemos.matchedElements.name { return CatalogueDemos.matchedElements }
        if let list = ListDemos.demos.first(where: { $0.name == name }) { return list }
        if let today = TodayDemos.demos.first(where: { $0.name == name }) { return today }
        return catalogueDemo(named: name)
    }

    /// `<entry>[-<container>][-<animated|finish|cancel>]` as a catalogue demo.
    static func catalogueDemo(named name: String) -> Demo? {
        var rest = name
        var wayBack = CatalogueDemos.WayBack.animated
        for way in CatalogueDemos.WayBack.allCases where rest.hasSuffix("-\(way.rawValue)") {
            wayBack = way
            rest.removeLast(way.rawValue.count + 1)
        }
        var container = CatalogueDemos.Container.present
        for kind in CatalogueDemos.Container.allCases where rest.hasSuffix("-\(kind.rawValue)") {
            container = kind
            rest.removeLast(kind.rawValue.count + 1)
        }
        guard let transition = CatalogueDemos.transition(named: rest) else { return nil }
        return CatalogueDemos.demo(transition, on: container, wayBack: wayBack)
    }

    /// The names most like `name`, best first, for "did you mean" messages: names that start
    /// with it (shortest first, so `seed002` gives `seed002-zoom`), then names that contain it,
    /// then the rest by edit distance less the length of the prefix they share with it (so a
    /// typo in a long name beats a short unrelated name); ties by name.
    package static func suggestions(for name: String, limit: Int = 3) -> [String] {
        let query = name.lowercased()
        return all.map(\.name)
            .map { candidate -> (String, Int, Int) in
                let lower = candidate.lowercased()
                let kind = lower.hasPrefix(query) ? 0 : lower.contains(query) ? 1 : 2
                let shared = zip(lower, query).prefix { $0 == $1 }.count
                let distance =
                    kind == 2 ? editDistance(lower, query) - shared : lower.count - query.count
                return (candidate, kind, distance)
            }
            .sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }
            .prefix(limit)
            .map(\.0)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var prev = Array(0...y.count)
        for i in 1...x.count {
            var cur = [i] + Array(repeating: 0, count: y.count)
            for j in 1...y.count {
                cur[j] = min(
                    prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            prev = cur
        }
        return prev[y.count]
    }
}

extension DemoArticle {
    static let seed000 = DemoArticle(
        id: "000", title: "自定义ViewController切换动画 (MyAnimator)", file: "000_065d04a9a10b1bd1.txt")
    static let seed001 = DemoArticle(
        id: "001", title: "IOS-自定义UIViewController转场动画", file: "001_9716a1406cc21019.txt")
    static let seed002 = DemoArticle(
        id: "002", title: "UIKit 自定义模态视图弹出 (PopAnimator)", file: "002_7815c3768c9fe918.txt")
    static let seed003 = DemoArticle(
        id: "003", title: "iOS_Custom Transition Animation 自定义转场动画",
        file: "003_be9950a6cf638093.txt")
    static let seed004 = DemoArticle(
        id: "004", title: "自定义 children view controller 动画", file: "004_971944d020e3f45b.txt")
}

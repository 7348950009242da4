import Foundation

/// The HTML of a run report (see ``RunReport``): one section per failure.
struct RunReportPage {
    var manifests: [FailureManifest]
    /// The artifacts folder, shown in the header.
    var folder: String
    /// The folder relative to the page (`""` when the page is in it).
    var base: String

    var html: String {
        let latest = manifests.first?.run
        let current = manifests.filter { $0.run == latest }
        let earlier = manifests.filter { $0.run != latest }
        var body = header(current: current, earlier: earlier.count)
        if manifests.isEmpty {
            body += "<p class=\"empty\">No failed snapshots in this folder.</p>\n"
        }
        if !current.isEmpty { body += contents(current) }
        body += current.enumerated().map { section($1, id: "f\($0)") }.joined()
        if !earlier.isEmpty {
            body += "<details class=\"earlier\"><summary>Earlier runs: \(earlier.count) "
            body += earlier.count == 1 ? "failure" : "failures"
            body += " left in the folder</summary>\n"
            body += earlier.enumerated().map { section($1, id: "e\($0)") }.joined()
            body += "</details>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Snapshot failures\(current.isEmpty ? "" : " (\(current.count))")</title>
            <style>\(RunReportAssets.css)</style></head>
            <body>
            \(body)<script>\(RunReportAssets.script)</script>
            </body></html>

            """
    }

    func header(current: [FailureManifest], earlier: Int) -> String {
        let count = current.count == 1 ? "1 failed snapshot" : "\(current.count) failed snapshots"
        let when = current.first.map { " · run \(Self.escape($0.run))" } ?? ""
        return """
            <header><h1>\(count)</h1>
            <p class="meta">\(Self.escape(folder))\(when)</p></header>

            """
    }

    func contents(_ manifests: [FailureManifest]) -> String {
        let items = manifests.enumerated().map { index, m in
            "<li><a href=\"#f\(index)\"><span class=\"kind \(m.kind.rawValue)\">"
                + "\(m.kind.rawValue)</span> \(Self.escape(m.test)) #\(m.number)</a></li>"
        }
        return "<nav><ol>\(items.joined())</ol></nav>\n"
    }

    func section(_ m: FailureManifest, id: String) -> String {
        var out = "<section class=\"failure\" id=\"\(id)\">\n"
        out += "<h2><span class=\"kind \(m.kind.rawValue)\">\(m.kind.rawValue)</span> "
        out += "\(Self.escape(m.test)) <span class=\"number\">#\(m.number)</span></h2>\n"
        if let testID = m.testID {
            out += "<p class=\"meta\">\(Self.escape(testID)) · \(Self.escape(m.recorded))</p>\n"
        }
        // A text failure's message is its diff, shown coloured below: not twice.
        if m.kind == .image || m.kind == .animation || m.files["diff"] == nil {
            out += "<pre class=\"message\">\(Self.escape(m.message))</pre>\n"
        }
        switch m.kind {
        case .image: out += image(m, id: id)
        case .animation: out += animation(m, id: id)
        case .timeline, .text: out += text(m)
        }
        return out + "</section>\n"
    }

    func image(_ m: FailureManifest, id: String) -> String {
        var out = "<div class=\"panes\">"
        for (role, title) in [
            ("reference", "Reference"), ("failure", "New"),
            ("difference", "Difference · red: changed pixels"),
        ] {
            guard let file = m.files[role] else { continue }
            out += "<figure><figcaption>\(title)</figcaption>\(img(file, alt: title))</figure>"
        }
        out += "</div>\n"
        if let reference = m.files["reference"], let failure = m.files["failure"] {
            out += compare(reference: reference, failure: failure, id: id)
        }
        return out
    }

    /// Reference under new: a slider reveals the new image from the left, or onion skin fades it.
    func compare(reference: String, failure: String, id: String) -> String {
        """
        <div class="compare" data-mode="slider">
        <div class="controls"><label><input type="radio" name="mode-\(id)" value="slider" checked> Slider</label>
        <label><input type="radio" name="mode-\(id)" value="onion"> Onion skin</label>
        <input type="range" min="0" max="100" value="50" aria-label="Reference to new">
        <span class="hint">left: reference · right: new</span></div>
        <div class="stage">\(img(reference, alt: "Reference"))<div class="top">\(img(failure, alt: "New"))</div></div>
        </div>

        """
    }

    func animation(_ m: FailureManifest, id: String) -> String {
        var out = "<div class=\"panes\">"
        for (role, title) in [("reference", "Reference (animated)"), ("failure", "New (animated)")]
        {
            guard let file = m.files[role] else { continue }
            out += "<figure><figcaption>\(title)</figcaption>\(img(file, alt: title))</figure>"
        }
        out += "</div>\n"
        if let sheet = m.files["difference"] {
            out += "<figure class=\"sheet\"><figcaption>First differing frames: reference, new, "
            out += "difference</figcaption>\(img(sheet, alt: "First differing frames"))</figure>\n"
        }
        guard let frames = m.frames, !frames.isEmpty else { return out }
        let data = frames.map { f -> [String: String] in
            var entry = ["i": String(f.index), "d": f.differs ? "1" : "0"]
            entry["rt"] = f.referenceTime.map { String(format: "%.3f s", $0) } ?? "none"
            entry["nt"] = f.failureTime.map { String(format: "%.3f s", $0) } ?? "none"
            entry["r"] = f.reference.map { base + $0 } ?? ""
            entry["n"] = f.failure.map { base + $0 } ?? ""
            entry["x"] = f.difference.map { base + $0 } ?? ""
            return entry
        }
        let json =
            (try? JSONSerialization.data(
                withJSONObject: data, options: [.sortedKeys, .withoutEscapingSlashes]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        let ticks = frames.map { f in
            "<button class=\"tick\(f.differs ? " differs" : "")\" data-frame=\"\(f.index)\" "
                + "title=\"frame \(f.index)\"></button>"
        }.joined()
        let first = m.differingFrames?.first ?? 0
        out += """
            <div class="scrubber" data-frames="\(Self.escape(json))" data-start="\(first)">
            <div class="controls"><button class="play" type="button">Play</button>
            <input type="range" min="0" max="\(frames.count - 1)" value="\(first)" aria-label="Frame">
            <span class="readout"></span></div>
            <div class="ticks">\(ticks)</div>
            <div class="panes"><figure><figcaption>Reference <span class="t r"></span></figcaption><img class="r" alt="Reference frame"></figure>
            <figure><figcaption>New <span class="t n"></span></figcaption><img class="n" alt="New frame"></figure>
            <figure><figcaption>Difference · red: changed pixels</figcaption><img class="x" alt="Difference"></figure></div>
            </div>

            """
        return out
    }

    func text(_ m: FailureManifest) -> String {
        var out = ""
        if let diff = m.files["diff"],
            let text = try? String(
                contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(diff),
                encoding: .utf8)
        {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let kind =
                    line.hasPrefix("@@")
                    ? "hunk"
                    : line.hasPrefix("+")
                        ? "add" : line.hasPrefix("−") || line.hasPrefix("-") ? "del" : "ctx"
                return "<span class=\"\(kind)\">\(Self.escape(String(line)))</span>"
            }
            out += "<pre class=\"diff\">\(lines.joined(separator: "\n"))</pre>\n"
        }
        let links = [("reference", "reference"), ("failure", "new"), ("diff", "diff")].compactMap {
            role, title in
            m.files[role].map { "<a href=\"\(Self.escape(base + $0))\">\(title)</a>" }
        }
        if !links.isEmpty {
            out += "<p class=\"meta\">Files: \(links.joined(separator: " · "))</p>\n"
        }
        return out
    }

    func img(_ file: String, alt: String) -> String {
        "<a href=\"\(Self.escape(base + file))\"><img src=\"\(Self.escape(base + file))\" alt=\"\(alt)\"></a>"
    }

    /// `&`, `<`, `>`, `"` and `'` as entities.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}

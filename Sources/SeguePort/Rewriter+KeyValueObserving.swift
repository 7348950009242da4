import SwiftSyntax

/// String-keyed key-value observing: OpenUIKit accepts `addObserver(_:forKeyPath:options:context:)`,
/// `removeObserver(_:forKeyPath:)` and a responder's `observeValue(forKeyPath:of:change:context:)`
/// as they are; the rewrite turns `#keyPath(…)` into its string, makes an observer that is not a
/// responder adopt `NSKeyValueObserving`, and reports key paths OpenUIKit does not observe.
extension Rewriter {
    /// The Objective-C key paths OpenUIKit's views and layers report changes of.
    static let observableKeys: Set<String> = [
        "frame", "bounds", "center", "transform", "transform3D", "alpha", "hidden",
        "backgroundColor", "contentOffset", "contentSize", "contentInset", "position",
        "anchorPoint", "zPosition", "anchorPointZ", "sublayerTransform", "opacity",
        "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowOffset", "shadowRadius", "shadowPath", "contentsRect", "contents",
    ]

    /// Whether string-keyed observing sees `keyPath` change: a key above, `"layer."` and one,
    /// or a layer key with its components (`"transform.scale"`, `"bounds.size"`).
    static func isObservable(keyPath: String) -> Bool {
        var path = Substring(keyPath)
        if path.hasPrefix("layer.") { path = path.dropFirst(6) }
        let base = path.prefix { $0 != "." }
        return observableKeys.contains(String(base))
    }

    /// `#keyPath(UIView.isHidden)` → `"hidden"`: the Objective-C key path (the properties after
    /// a type name, UIKit's `is…` Booleans by their Objective-C names), which needs the
    /// Objective-C runtime to compute.
    func rewriteKeyPathMacro(_ node: MacroExpansionExprSyntax) -> Bool {
        guard node.macroName.text == "keyPath", let string = Self.objectiveCKeyPath(node) else {
            return false
        }
        replace(node, with: "\"\(string)\"")
        return true
    }

    static func objectiveCKeyPath(_ node: MacroExpansionExprSyntax) -> String? {
        guard node.arguments.count == 1, let expression = node.arguments.first?.expression
        else { return nil }
        var names = expression.trimmedDescription.split(separator: ".").map(String.init)
        guard !names.isEmpty,
            names.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return nil }
        if names.count > 1, names[0].first?.isUppercase == true { names.removeFirst() }
        return names.map { objectiveCNames[$0] ?? $0 }.joined(separator: ".")
    }

    /// UIKit's Boolean properties whose Objective-C name drops `is`.
    static let objectiveCNames: [String: String] = [
        "isHidden": "hidden", "isOpaque": "opaque", "isEnabled": "enabled",
        "isSelected": "selected", "isHighlighted": "highlighted",
        "isUserInteractionEnabled": "userInteractionEnabled", "isEditing": "editing",
        "isDoubleSided": "doubleSided", "isGeometryFlipped": "geometryFlipped",
    ]

    /// Reports `addObserver(_:forKeyPath:…)` of a key path OpenUIKit does not observe (or that
    /// is not written out).
    func checkObservedKeyPath(_ node: FunctionCallExprSyntax) {
        guard let argument = argument(node, "forKeyPath")?.expression else { return }
        let keyPath: String?
        if let literal = argument.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        {
            keyPath = segment.content.text
        } else if let macro = argument.as(MacroExpansionExprSyntax.self),
            macro.macroName.text == "keyPath"
        {
            keyPath = Self.objectiveCKeyPath(macro)
        } else {
            keyPath = nil
        }
        if let keyPath, Self.isObservable(keyPath: keyPath) { return }
        report(
            node,
            keyPath.map { "key-value observing of \"\($0)\", which OpenUIKit does not observe" }
                ?? "key-value observing of a key path not written as a string literal",
            "observe one of the key paths Docs/Porting.md lists (\"Key-value observing\"), or "
                + "the property where it changes: override it with `didSet`")
    }

    /// `override func observeValue(forKeyPath:of:change:context:)` in a class that is not a
    /// responder (and whose superclass is not ported with it): `override` removed, the class
    /// made to adopt `NSKeyValueObserving` (an extension at the end of the file), and
    /// `super.observeValue(…)` → `nsObjectObserveValue(…)`, a private function at the end of the
    /// file doing what NSObject's does: stop with its message.
    func rewriteObserveValue(_ node: FunctionDeclSyntax) {
        guard node.name.text == "observeValue",
            node.signature.parameterClause.parameters.map(\.firstName.text) == [
                "forKeyPath", "of", "change", "context",
            ],
            let override = node.modifiers.first(where: {
                $0.name.tokenKind == .keyword(.override)
            }),
            let owner = node.enclosingTypeName,
            let superclass = index.superclasses[owner],
            index.superclasses[superclass] == nil, index.classFiles[superclass] == nil,
            !Self.isResponder(superclass)
        else { return }
        delete(override)
        if observingAdopters.insert(owner).inserted {
            observingAdoptions.append("extension \(owner): NSKeyValueObserving {}")
        }
        let finder = SuperObserveValueFinder(viewMode: .sourceAccurate)
        if let body = node.body { finder.walk(body) }
        for call in finder.calls {
            replace(call.calledExpression, with: "nsObjectObserveValue")
        }
        if !finder.calls.isEmpty, observingAdopters.insert("").inserted {
            observingAdoptions.append(
                "private func nsObjectObserveValue(forKeyPath keyPath: String?, of object: Any?, "
                    + "change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) { "
                    + "preconditionFailure(\"An -observeValueForKeyPath:ofObject:change:context: "
                    + "message was received but not handled.\") }")
        }
    }

    /// Whether a UIKit class is a `UIResponder` (so it declares `observeValue` here).
    static func isResponder(_ name: String) -> Bool {
        guard name.hasPrefix("UI"), name != "UIPresentationController" else { return false }
        let lowered = name.lowercased()
        return lowered.hasSuffix("view") || lowered.hasSuffix("viewcontroller")
            || lowered.hasSuffix("controller") || lowered.hasSuffix("bar")
            || lowered.hasSuffix("control") || lowered.hasSuffix("cell")
            || [
                "UIResponder", "UIButton", "UILabel", "UISwitch", "UISlider", "UIStepper",
                "UITextField", "UIWindow", "UIApplication", "UIDatePicker",
            ].contains(name)
    }
}

/// The `super.observeValue(…)` calls of a method body.
private final class SuperObserveValueFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "observeValue",
            member.base?.is(SuperExprSyntax.self) == true
        {
            calls.append(node)
        }
        return .visitChildren
    }
}

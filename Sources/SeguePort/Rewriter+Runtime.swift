import SwiftSyntax

/// The main queue onto the virtual clock, optional-requirement call sites, `responds(to:)`, and
/// the runtime calls with no closure form yet, reported.
extension Rewriter {
    /// `DispatchQueue.main.async { … }` → `MainRunLoop.perform { … }`;
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }` → `MainRunLoop.perform(after: d) { … }`.
    func rewriteMainQueue(_ node: FunctionCallExprSyntax, labels: [String]) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let queue = member.base?.as(MemberAccessExprSyntax.self),
            queue.declName.baseName.text == "main",
            queue.base?.trimmedDescription == "DispatchQueue"
        else { return false }
        let name = member.declName.baseName.text
        guard name == "async" || name == "asyncAfter" else { return false }
        let expected =
            name == "async" ? [[], ["execute"]] : [["deadline"], ["deadline", "execute"]]
        let work =
            argument(node, "execute")?.expression ?? node.trailingClosure.map(ExprSyntax.init)
        guard expected.contains(labels), work?.is(ClosureExprSyntax.self) == true else {
            report(
                node,
                "`DispatchQueue.main.\(name)` with \(labels.isEmpty ? "no closure" : "`\(labels.joined(separator: ":")):`")",
                "`MainRunLoop.perform { … }` or `MainRunLoop.perform(after: seconds) { … }` with a closure"
            )
            return true
        }
        if name == "asyncAfter" {
            guard let deadline = argument(node, "deadline"),
                let seconds = Self.seconds(fromNow: deadline.expression)
            else {
                report(
                    node, "`asyncAfter` with a deadline not of the form `.now() + seconds`",
                    "`MainRunLoop.perform(after: seconds) { … }`")
                return true
            }
            replace(from: deadline, to: deadline.expression, with: "after: \(seconds)")
        }
        replace(member, with: "MainRunLoop.perform")
        if let execute = argument(node, "execute"), let label = execute.label,
            let colon = execute.colon
        {
            edits.append(
                Edit(
                    start: label.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: colon.endPosition.utf8Offset, text: ""))
        }
        return true
    }

    /// The seconds in `.now() + x`: `x`, or the seconds of `.milliseconds(n)` and its kin.
    static func seconds(fromNow expression: ExprSyntax) -> String? {
        func isNow(_ expression: ExprSyntax) -> Bool {
            guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "now"
            else { return false }
            return member.base == nil
                || ["DispatchTime", "DispatchWallTime"].contains(
                    member.base!.trimmedDescription)
        }
        if isNow(expression) { return "0" }
        guard let sequence = expression.as(SequenceExprSyntax.self),
            sequence.elements.count >= 3,
            isNow(sequence.elements.first!),
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text
                == "+"
        else { return nil }
        let rest = Array(sequence.elements.dropFirst(2))
        if rest.count == 1, let call = rest[0].as(FunctionCallExprSyntax.self),
            let unit = call.calledExpression.as(MemberAccessExprSyntax.self), unit.base == nil,
            call.arguments.count == 1, let value = call.arguments.first?.expression
        {
            let divisor = [
                "seconds": "", "milliseconds": " / 1_000", "microseconds": " / 1_000_000",
                "nanoseconds": " / 1_000_000_000",
            ][unit.declName.baseName.text]
            if let divisor {
                return "Double(\(value.trimmedDescription))\(divisor)"
            }
        }
        return rest.map(\.trimmedDescription).joined(separator: " ")
    }

    /// `delegate?.m?(…)` and `delegate.m!(…)` of an optional requirement → `delegate?.m(…)`,
    /// `delegate.m(…)`: the requirement now has a default implementation.
    func rewriteOptionalCall(_ node: FunctionCallExprSyntax, labels: [String]) -> Bool {
        let callee = node.calledExpression
        let member: MemberAccessExprSyntax?
        let mark: TokenSyntax?
        if let chain = callee.as(OptionalChainingExprSyntax.self) {
            member = chain.expression.as(MemberAccessExprSyntax.self)
            mark = chain.questionMark
        } else if let unwrap = callee.as(ForceUnwrapExprSyntax.self) {
            member = unwrap.expression.as(MemberAccessExprSyntax.self)
            mark = unwrap.exclamationMark
        } else {
            return false
        }
        guard let member, let mark,
            index.isOptionalRequirement(member.declName.baseName.text, labels: labels)
        else { return false }
        replace(mark, with: "")
        // `delegate.m!(…)` of a requirement that now returns an optional: `delegate.m(…)!`,
        // which stops where the original did, when the method is missing.
        if mark.tokenKind == .exclamationMark,
            let requirement = index.optionalRequirement(
                member.declName.baseName.text, labels: labels),
            !requirement.returnsVoid, !requirement.returnsOptional
        {
            insert("!", after: node)
        }
        return true
    }

    /// Runtime calls: `responds(to:)` on a protocol whose missing methods have defaults becomes
    /// `true` where nothing else depends on the answer; the rest is reported.
    func reportRuntimeCall(_ node: FunctionCallExprSyntax, name: String, labels: [String]) {
        switch (name, labels) {
        case ("responds", ["to"]):
            rewriteResponds(node)
        case ("addObserver", ["_", "forKeyPath", "options", "context"]),
            ("addObserver", ["_", "forKeyPath", "context"]):
            checkObservedKeyPath(node)
        case ("observe", _):
            guard let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self),
                !Self.isObservable(keyPath)
            else { break }
            report(
                node,
                "key-value observing of `\(keyPath.trimmedDescription)`, which OpenUIKit does not observe",
                "observe the property where it changes: override it with `didSet`")
        case ("scheduledTimer", _), ("Timer", _):
            selector(node, "selector").map(consume)
            report(
                node,
                "a `Timer` not made by `Timer.scheduledTimer` (it would never fire on the "
                    + "virtual clock)",
                "`MainRunLoop.scheduledTimer(withTimeInterval:repeats:block:)`")
        case ("cancelPreviousPerformRequests", _):
            report(
                node, "`cancelPreviousPerformRequests`",
                "keep a flag the `MainRunLoop.perform(after:)` closure checks")
        case ("perform", _) where selector(node, "_") != nil:
            selector(node, "_").map(consume)
            report(node, "`perform(_:)` with a selector", "call the method")
        default:
            break
        }
    }

    /// Properties `observe(_:options:changeHandler:)` sees change: those a layer stores (a
    /// view's and a layer's), and a scroll view's `contentSize` and `contentInset`.
    static let observableProperties: Set<String> = [
        "frame", "bounds", "center", "transform", "transform3D", "alpha", "isHidden",
        "backgroundColor", "contentOffset", "contentSize", "contentInset", "position",
        "anchorPoint", "zPosition",
        "anchorPointZ", "sublayerTransform", "opacity", "cornerRadius", "borderWidth",
        "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
        "contentsRect", "contents",
    ]

    /// Whether OpenUIKit's `observe` sees the key path change: its first property is one a layer
    /// stores (`\.frame.size`), or the view's `layer` and then one (`\.layer.cornerRadius`).
    static func isObservable(_ keyPath: KeyPathExprSyntax) -> Bool {
        let names = keyPath.components.map { component -> String? in
            component.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        }
        guard let first = names.first ?? nil else { return false }
        if first == "layer", names.count > 1, let second = names[1] {
            return observableProperties.contains(second)
        }
        return observableProperties.contains(first)
    }

    private func rewriteResponds(_ node: FunctionCallExprSyntax) {
        guard let selectorNode = selector(node, "to"), let name = SelectorName(selectorNode)
        else { return }
        consume(selectorNode)
        let qualifier = name.qualifier ?? ""
        let hasDefaults =
            index.optionalProtocols.contains(qualifier) || qualifier.hasPrefix("UI")
            || qualifier.hasPrefix("CA")
        // The call is the whole condition of an `if` with no `else`: when the method is
        // missing, its default implementation does what not calling it did.
        let condition = node.parent?.as(ConditionElementSyntax.self)
        let statement = condition?.parent?.parent?.as(IfExprSyntax.self)
        guard hasDefaults, let statement, statement.elseBody == nil,
            statement.conditions.count == 1
        else {
            report(
                node, "`responds(to: \(selectorNode.trimmedDescription))`",
                "call the method: a protocol's missing optional methods are default "
                    + "implementations in an extension")
            return
        }
        replace(node, with: "true")
    }
}

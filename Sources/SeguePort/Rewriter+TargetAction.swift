import SwiftSyntax

/// Target–action with `#selector` → the closure forms: recognizers, controls, bar button items,
/// display links, timers, notification observers, `perform(_:with:afterDelay:)`. Targets are held
/// as UIKit holds them: weakly by recognizers, controls, bar items and notification centers,
/// strongly by display links, timers and `perform`.
extension Rewriter {
    func visitFunctionCallExpr(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let callee = node.calledExpression
        let name: String
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            name = ""
        }
        let rewritten =
            rewriteTargetAction(node, name: name, labels: labels)
            || rewriteMainQueue(node, labels: labels)
            || rewriteOptionalCall(node, labels: labels)
        if !rewritten { reportRuntimeCall(node, name: name, labels: labels) }
        return .visitChildren
    }

    /// The argument labelled `label`.
    func argument(_ node: FunctionCallExprSyntax, _ label: String) -> LabeledExprSyntax? {
        node.arguments.first { ($0.label?.text ?? "_") == label }
    }

    /// The `#selector` passed as `label`, if any.
    func selector(_ node: FunctionCallExprSyntax, _ label: String) -> MacroExpansionExprSyntax? {
        argument(node, label)?.expression.as(MacroExpansionExprSyntax.self)
    }

    private func rewriteTargetAction(
        _ node: FunctionCallExprSyntax, name: String, labels: [String]
    ) -> Bool {
        let isType = node.calledExpression.is(DeclReferenceExprSyntax.self)
        if isType, name.hasSuffix("GestureRecognizer") || name.hasSuffix("Recognizer"),
            labels == ["target", "action"]
        {
            return closure(node, "target", "action", parameter: "recognizer", weak: true) {
                self.replace(
                    from: node.leftParen!, to: node.rightParen!, with: "(handler: { \($0) })")
            }
        }
        if isType, name == "CADisplayLink", labels == ["target", "selector"] {
            return closure(node, "target", "selector", parameter: "link", weak: false) {
                self.replace(
                    from: node.leftParen!, to: node.rightParen!, with: "(handler: { \($0) })")
            }
        }
        if isType, name == "UIBarButtonItem", labels == ["title", "style", "target", "action"] {
            return closure(node, "target", "action", parameter: "item", weak: true) {
                self.replace(
                    from: node.arguments[node.arguments.index(at: 2)],
                    to: node.arguments[node.arguments.index(at: 3)], with: "handler: { \($0) }")
            }
        }
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        if name == "scheduledTimer", member?.base?.trimmedDescription == "Timer" {
            return rewriteTimer(node, member: member!, labels: labels)
        }
        if name == "perform", labels == ["_", "with", "afterDelay"],
            let delay = argument(node, "afterDelay")
        {
            return rewritePerform(node, target: member?.base, delay: delay)
        }
        guard let member else { return false }
        if name == "addObserver", labels == ["_", "selector", "name", "object"],
            let observer = argument(node, "_"), let notification = argument(node, "name"),
            let object = argument(node, "object")
        {
            return closure(node, "_", "selector", parameter: "notification", weak: true) {
                self.replace(
                    from: node.leftParen!, to: node.rightParen!,
                    with: "(\(observer.expression.trimmedDescription), name: "
                        + "\(notification.expression.trimmedDescription), object: "
                        + "\(object.expression.trimmedDescription), using: { \($0) })")
            }
        }
        if name == "addTarget", labels == ["_", "action"] {
            return closure(node, "_", "action", parameter: "recognizer", weak: true) {
                self.replace(
                    from: member.declName, to: node.rightParen!, with: "addAction { \($0) }")
            }
        }
        if name == "addTarget", labels == ["_", "action", "for"],
            let events = argument(node, "for")
        {
            return closure(node, "_", "action", parameter: "action", weak: true, control: true) {
                self.replace(
                    from: member.declName, to: node.rightParen!,
                    with:
                        "addAction(UIAction { \($0) }, for: \(events.expression.trimmedDescription))"
                )
            }
        }
        return false
    }

    /// Builds the closure for the selector at `actionLabel` on the target at `targetLabel`, and
    /// hands its text to `apply`; reports and returns true when it cannot.
    private func closure(
        _ node: FunctionCallExprSyntax, _ targetLabel: String, _ actionLabel: String,
        parameter: String, weak: Bool, control: Bool = false, apply: (String) -> Void
    ) -> Bool {
        guard let selectorNode = selector(node, actionLabel),
            let name = SelectorName(selectorNode),
            let target = argument(node, targetLabel)?.expression.trimmedDescription
        else { return false }
        consume(selectorNode)
        guard target != "nil" else {
            report(
                node, "an action sent up the responder chain (target `nil`)",
                "name the object that handles it in the closure form")
            return true
        }
        guard let method = index.method(for: name) else {
            report(
                selectorNode,
                "`\(selectorNode.trimmedDescription)`: no method of that name in the ported files",
                "port the file that declares it too, or spell the selector's labels")
            return true
        }
        var argument = parameter
        if control {
            guard method.labels.isEmpty || method.types.count == 1 else {
                report(
                    selectorNode,
                    "`\(selectorNode.trimmedDescription)`: a control action whose sender's type is not in the ported files",
                    "`addAction(UIAction { [weak self] action in self?.\(name.base)(action.sender as! UIButton) }, for: …)`"
                )
                return true
            }
            argument = Self.sender(as: method.types.first ?? "Any")
        }
        guard let body = Self.call(name.base, method, argument: argument) else {
            report(
                selectorNode,
                "`\(selectorNode.trimmedDescription)`: a method of more than one parameter",
                "call it from the closure form with the values it needs")
            return true
        }
        let used = method.labels.isEmpty ? "_" : parameter
        let text: String
        switch (target == "self", weak) {
        case (true, true): text = "[weak self] \(used) in self?.\(body)"
        case (true, false): text = "\(used) in self.\(body)"
        case (false, true): text = "[weak target = \(target)] \(used) in target?.\(body)"
        case (false, false): text = "[target = \(target)] \(used) in target.\(body)"
        }
        apply(text)
        return true
    }

    /// `name(argument)` with the method's label, or `name()`; nil for more than one parameter.
    static func call(_ name: String, _ method: SymbolIndex.Method, argument: String) -> String? {
        switch method.labels.count {
        case 0: "\(name)()"
        case 1:
            method.labels[0] == "_"
                ? "\(name)(\(argument))" : "\(name)(\(method.labels[0]): \(argument))"
        default: nil
        }
    }

    /// `action.sender` as a parameter of `type`.
    static func sender(as type: String) -> String {
        switch type {
        case "Any": "action.sender as Any"
        case "Any?", "Any!": "action.sender"
        case _ where type.hasSuffix("?") || type.hasSuffix("!"):
            "action.sender as? \(type.dropLast())"
        default: "action.sender as! \(type)"
        }
    }

    /// `Timer.scheduledTimer(…)` → `MainRunLoop.scheduledTimer(withTimeInterval:repeats:block:)`,
    /// the timer on the virtual clock; the target–selector form holds its target strongly, as a
    /// timer does until invalidated.
    private func rewriteTimer(
        _ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, labels: [String]
    ) -> Bool {
        if labels == ["withTimeInterval", "repeats", "block"]
            || (labels == ["withTimeInterval", "repeats"] && node.trailingClosure != nil)
        {
            replace(member, with: "MainRunLoop.scheduledTimer")
            return true
        }
        guard labels == ["timeInterval", "target", "selector", "userInfo", "repeats"],
            let interval = argument(node, "timeInterval"), let repeats = argument(node, "repeats")
        else { return false }
        guard argument(node, "userInfo")?.expression.trimmedDescription == "nil" else {
            selector(node, "selector").map(consume)
            report(
                node, "a `Timer` with `userInfo`",
                "`MainRunLoop.scheduledTimer(withTimeInterval:repeats:block:)`, the block "
                    + "capturing what `userInfo` held")
            return true
        }
        return closure(node, "target", "selector", parameter: "timer", weak: false) {
            self.replace(
                node,
                with: "MainRunLoop.scheduledTimer(withTimeInterval: "
                    + "\(interval.expression.trimmedDescription), repeats: "
                    + "\(repeats.expression.trimmedDescription), block: { \($0) })")
        }
    }

    /// `target.perform(#selector(m), with: x, afterDelay: d)` → `MainRunLoop.perform(after: d)`
    /// with a closure holding the target and the argument, as `perform` retains both.
    private func rewritePerform(
        _ node: FunctionCallExprSyntax, target base: ExprSyntax?, delay: LabeledExprSyntax
    ) -> Bool {
        guard let selectorNode = selector(node, "_"), let name = SelectorName(selectorNode),
            let object = argument(node, "with")?.expression.trimmedDescription
        else { return false }
        consume(selectorNode)
        guard let method = index.method(for: name),
            let body = Self.call(name.base, method, argument: object == "nil" ? "nil" : "argument")
        else {
            report(
                selectorNode,
                "`\(selectorNode.trimmedDescription)` with `perform(_:with:afterDelay:)`",
                "`MainRunLoop.perform(after: delay) { self.method() }`")
            return true
        }
        let target = base?.trimmedDescription ?? "self"
        var captures = [target == "self" ? "self" : "target = \(target)"]
        if object != "nil" && !method.labels.isEmpty { captures.append("argument = \(object)") }
        let receiver = target == "self" ? "self" : "target"
        replace(
            node,
            with: "MainRunLoop.perform(after: \(delay.expression.trimmedDescription)) { "
                + "[\(captures.joined(separator: ", "))] in \(receiver).\(body) }")
        return true
    }
}

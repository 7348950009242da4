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
            // No action (`target: nil, action: nil`, or any target with a nil action): a
            // recognizer with no action, to which `addTarget` adds one later.
            if argument(node, "action")?.expression.trimmedDescription == "nil" {
                replace(from: node.leftParen!, to: node.rightParen!, with: "()")
                return true
            }
            return closure(node, "target", "action", parameter: "recognizer", weak: true) {
                self.replace(
                    from: node.leftParen!, to: node.rightParen!, with: "(handler: { \($0) })")
            }
        }
        // `removeTarget(nil, action: nil)`: every target and action, as UIKit documents.
        if !isType, name == "removeTarget", labels == ["_", "action"],
            node.arguments.allSatisfy({ $0.expression.trimmedDescription == "nil" }),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        {
            replace(from: member.declName, to: node, with: "removeAllActions()")
            return true
        }
        if isType, name == "CADisplayLink", labels == ["target", "selector"] {
            return closure(node, "target", "selector", parameter: "link", weak: false) {
                self.replace(
                    from: node.leftParen!, to: node.rightParen!, with: "(handler: { \($0) })")
            }
        }
        if isType, name == "UIBarButtonItem",
            [
                ["title", "style", "target", "action"], ["image", "style", "target", "action"],
                ["barButtonSystemItem", "target", "action"],
            ].contains(labels)
        {
            let first = node.arguments[node.arguments.index(at: labels.count - 2)]
            let last = node.arguments[node.arguments.index(at: labels.count - 1)]
            return closure(
                node, "target", "action", parameter: "item", weak: true, kind: .barButtonItem
            ) {
                self.replace(from: first, to: last, with: "handler: { \($0) }")
            }
        }
        if name == "sendAction", labels == ["_", "to", "from", "for"],
            node.calledExpression.is(MemberAccessExprSyntax.self),
            argument(node, "to")?.expression.trimmedDescription == "nil",
            let sender = argument(node, "from"), let event = argument(node, "for")
        {
            return closure(
                node, "to", "_", parameter: "sender", weak: false, kind: .application
            ) {
                self.replace(
                    from: node.leftParen!, to: node.rightParen!,
                    with: "(from: \(sender.expression.trimmedDescription), for: "
                        + "\(event.expression.trimmedDescription)) { \($0) }")
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
            let events = events.expression.trimmedDescription
            return closure(
                node, "_", "action", parameter: "action", weak: true, kind: .control
            ) { body in
                // A closure of the control and the event (`addAction(for:handler:)`), or a
                // `UIAction`.
                let text =
                    body.hasPrefix("(")
                    ? "addAction(for: \(events)) { \(body.dropFirst()) }"
                    : "addAction(UIAction { \(body) }, for: \(events))"
                self.replace(from: member.declName, to: node.rightParen!, with: text)
            }
        }
        return false
    }

    /// What a target–action call belongs to, which decides the closure's parameters.
    enum ActionKind {
        /// A recognizer, display link, timer or notification: the closure's one parameter.
        case plain
        /// A control: `action.sender` in a `UIAction`, or the control and the event.
        case control
        /// A bar button item: the item, and no event.
        case barButtonItem
        /// `UIApplication.sendAction(_:to:from:for:)` with a nil target.
        case application
    }

    /// Builds the closure for the selector at `actionLabel` on the target at `targetLabel`, and
    /// hands its text to `apply` (for a control, text starting with `(` is the body of an
    /// `addAction(for:handler:)` closure, with `sender, event in`); reports and returns true when
    /// it cannot.
    private func closure(
        _ node: FunctionCallExprSyntax, _ targetLabel: String, _ actionLabel: String,
        parameter: String, weak: Bool, kind: ActionKind = .plain, apply: (String) -> Void
    ) -> Bool {
        guard let selectorNode = selector(node, actionLabel),
            let name = SelectorName(selectorNode),
            let target = argument(node, targetLabel)?.expression.trimmedDescription
        else { return false }
        consume(selectorNode)
        if target == "nil" || kind == .application {
            guard kind != .plain else {
                report(
                    node, "an action sent up the responder chain (target `nil`)",
                    "name the object that handles it in the closure form")
                return true
            }
            return responderChain(node, selectorNode, name, kind: kind, apply: apply)
        }
        guard let method = index.method(for: name) else {
            report(
                selectorNode,
                "`\(selectorNode.trimmedDescription)`: no method of that name in the ported files",
                "port the file that declares it too, or spell the selector's labels")
            return true
        }
        let two = kind == .control && method.labels.count == 2
        var argument = parameter
        if kind == .control && !two {
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
        let arguments =
            two
            ? Self.senderAndEvent(method, sender: "sender", senderType: "UIControl")
            : method.labels.isEmpty ? [] : [argument]
        guard let arguments, let body = Self.call(name.base, method, arguments: arguments) else {
            report(
                selectorNode,
                "`\(selectorNode.trimmedDescription)`: a method of more than one parameter",
                "call it from the closure form with the values it needs")
            return true
        }
        let used = two ? "sender, event" : method.labels.isEmpty ? "_" : parameter
        let text: String
        switch (target == "self", weak) {
        case (true, true): text = "[weak self] \(used) in self?.\(body)"
        case (true, false): text = "\(used) in self.\(body)"
        case (false, true): text = "[weak target = \(target)] \(used) in target?.\(body)"
        case (false, false): text = "[target = \(target)] \(used) in target.\(body)"
        }
        apply(two ? "(" + text : text)
        return true
    }

    /// A nil target: the action goes up the responder chain
    /// (`UIApplication.shared.sendAction(from:for:_:)`) to the first responder of a type that
    /// declares the method in the ported files (or of the UIKit class the selector names).
    private func responderChain(
        _ node: FunctionCallExprSyntax, _ selectorNode: MacroExpansionExprSyntax,
        _ name: SelectorName, kind: ActionKind, apply: (String) -> Void
    ) -> Bool {
        var owners = index.owners(of: name)
        var method = index.method(for: name)
        if owners.isEmpty, let qualifier = name.qualifier, qualifier.hasPrefix("UI") {
            // A UIKit method (`UIResponder.resignFirstResponder`): no labels spelled, none taken.
            owners = [qualifier]
            method =
                method ?? (name.labels == nil ? SymbolIndex.Method(labels: [], types: []) : nil)
        }
        let (sender, senderType, event): (String, String, String) =
            switch kind {
            case .control: ("sender", "UIControl", "event")
            case .barButtonItem: ("item", "UIBarButtonItem", "nil")
            default: ("sender", "Any?", "nil")
            }
        guard !owners.isEmpty, let method, kind != .application || method.labels.isEmpty,
            let arguments = method.labels.isEmpty
                ? [] : Self.senderAndEvent(method, sender: sender, senderType: senderType),
            let call = Self.call(name.base, method, arguments: arguments)
        else {
            report(
                node,
                "an action sent up the responder chain (target `nil`) to `\(selectorNode.trimmedDescription)`",
                "`UIApplication.shared.sendAction(from: sender, for: event) { responder in "
                    + "(responder as? Handler)?.method() != nil }`, naming the type that handles it"
            )
            return true
        }
        let tries = owners.sorted().map { owner in
            owner == "UIResponder"
                ? "responder.\(call); return true"
                : "if let target = responder as? \(owner) { target.\(call); return true }"
        }
        let send =
            "UIApplication.shared.sendAction(from: \(sender), for: \(event)) { responder in "
            + tries.joined(separator: "; ")
            + (owners == ["UIResponder"] ? " }" : "; return false }")
        switch kind {
        case .control: apply("(sender, event in \(send)")
        case .barButtonItem: apply("item in \(send)")
        default:
            apply(
                "responder in " + tries.joined(separator: "; ")
                    + (owners == ["UIResponder"] ? "" : "; return false"))
        }
        return true
    }

    /// The arguments of an action method of one or two parameters: the sender as its type, and
    /// the event (`event!` for a non-optional one); nil for more.
    static func senderAndEvent(_ method: SymbolIndex.Method, sender: String, senderType: String)
        -> [String]?
    {
        guard (1...2).contains(method.labels.count) else { return nil }
        let type = method.types.first ?? "Any"
        let plain = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        let cast =
            [senderType, "Any", "AnyObject", "NSObject"].contains(plain) || method.types.isEmpty
            ? sender
            : type == plain ? "\(sender) as! \(type)" : "\(sender) as? \(plain)"
        guard method.labels.count == 2 else { return [cast] }
        let eventType = method.types.count == 2 ? method.types[1] : "UIEvent?"
        let event = senderType == "UIControl" ? "event" : "nil"
        return [cast, eventType.hasSuffix("?") || event == "nil" ? event : "event!"]
    }

    /// `name(arguments)` with the method's labels; nil when the counts differ.
    static func call(_ name: String, _ method: SymbolIndex.Method, arguments: [String]) -> String? {
        guard arguments.count == method.labels.count else { return nil }
        let list = zip(method.labels, arguments).map { label, argument in
            label == "_" ? argument : "\(label): \(argument)"
        }
        return "\(name)(\(list.joined(separator: ", ")))"
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
            let body = Self.call(
                name.base, method,
                arguments: method.labels.isEmpty ? [] : [object == "nil" ? "nil" : "argument"])
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

import SwiftSyntax

/// What the rewrite needs to know across all the files ported together: the methods that
/// selectors name, and the optional requirements of `@objc` protocols.
struct SymbolIndex {
    /// A method's shape: its argument labels (`_` for none) and parameter types.
    struct Method: Equatable {
        var labels: [String]
        var types: [String]
    }

    /// An `optional` requirement of an `@objc` protocol.
    struct OptionalRequirement {
        var labels: [String]
        /// Whether it returns nothing, so a default implementation can do nothing.
        var returnsVoid: Bool
        /// Whether it returns an optional already (`-> T?`), so the ported requirement keeps
        /// its type.
        var returnsOptional: Bool
        /// The protocol declaring it.
        var owner: String
    }

    var methods: [String: [Method]] = [:]
    /// The types declaring each method, by name: each with the method's labels.
    var methodOwners: [String: [(labels: [String], type: String)]] = [:]
    var optionalRequirements: [String: [OptionalRequirement]] = [:]
    /// Protocols with optional requirements, by name.
    var optionalProtocols: Set<String> = []
    /// The files declaring each top-level class.
    var classFiles: [String: [String]] = [:]
    /// The types (classes, structs, enums, their extensions) that declare conformance to each
    /// protocol, by protocol name.
    var conformers: [String: Set<String>] = [:]
    /// Each top-level class's superclass (the first type it inherits), by class name.
    var superclasses: [String: String] = [:]

    mutating func add(_ tree: SourceFileSyntax, path: String) {
        for item in tree.statements {
            if let declaration = item.item.as(ClassDeclSyntax.self) {
                classFiles[declaration.name.text, default: []].append(path)
                if let first = declaration.inheritanceClause?.inheritedTypes.first {
                    superclasses[declaration.name.text] = first.type.trimmedDescription
                }
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for (name, shapes) in collector.methods { methods[name, default: []] += shapes }
        for (name, owners) in collector.owners { methodOwners[name, default: []] += owners }
        for (name, requirements) in collector.optionals {
            optionalRequirements[name, default: []] += requirements
        }
        optionalProtocols.formUnion(collector.optionalProtocols)
        for (name, types) in collector.conformers { conformers[name, default: []].formUnion(types) }
    }

    /// The types of the ported files that declare the method `selector` names.
    func owners(of selector: SelectorName) -> Set<String> {
        Set(
            (methodOwners[selector.base] ?? []).filter { owner in
                selector.labels.map { $0 == owner.labels } ?? true
            }.map(\.type))
    }

    /// The optional requirement of a ported protocol that `name` called with `labels` names, if
    /// exactly one shape does.
    func optionalRequirement(_ name: String, labels: [String]) -> OptionalRequirement? {
        let matches = (optionalRequirements[name] ?? []).filter { $0.labels == labels }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The value-returning optional requirement that a method `name(labels)` of `type`
    /// implements: one of a protocol the type declares conformance to.
    func valueRequirement(implementedBy type: String, _ name: String, labels: [String])
        -> OptionalRequirement?
    {
        (optionalRequirements[name] ?? []).first { requirement in
            !requirement.returnsVoid && requirement.labels == labels
                && conformers[requirement.owner]?.contains(type) == true
        }
    }

    /// The one method `selector` can name, if the ported files declare exactly one shape for it.
    func method(for selector: SelectorName) -> Method? {
        let candidates = (methods[selector.base] ?? []).filter { method in
            selector.labels.map { $0 == method.labels } ?? true
        }
        guard let first = candidates.first, candidates.allSatisfy({ $0 == first }) else {
            if let labels = selector.labels { return Method(labels: labels, types: []) }
            return nil
        }
        return first
    }

    /// The optional methods of UIKit's protocols, which OpenUIKit declares as requirements with
    /// defaults in extensions: `name(label:label:)`.
    static let uiKitOptionalRequirements: Set<String> = [
        "animationController(forPresented:presenting:source:)",
        "animationController(forDismissed:)", "interactionControllerForPresentation(using:)",
        "interactionControllerForDismissal(using:)",
        "presentationController(forPresented:presenting:source:)", "animationEnded(_:)",
        "interruptibleAnimator(using:)", "navigationController(_:willShow:animated:)",
        "navigationController(_:didShow:animated:)",
        "navigationController(_:animationControllerFor:from:to:)",
        "navigationController(_:interactionControllerFor:)", "tabBarController(_:shouldSelect:)",
        "tabBarController(_:didSelect:)",
        "tabBarController(_:animationControllerForTransitionFrom:to:)",
        "tabBarController(_:interactionControllerFor:)", "gestureRecognizerShouldBegin(_:)",
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "gestureRecognizer(_:shouldRequireFailureOf:)",
        "gestureRecognizer(_:shouldBeRequiredToFailBy:)", "gestureRecognizer(_:shouldReceive:)",
        "adaptivePresentationStyle(for:)", "adaptivePresentationStyle(for:traitCollection:)",
        "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)",
        "presentationControllerDidDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
    ]

    /// Whether `name` called with `labels` is an optional requirement of a ported protocol or of
    /// a UIKit protocol.
    func isOptionalRequirement(_ name: String, labels: [String]?) -> Bool {
        if let labels,
            Self.uiKitOptionalRequirements.contains(
                "\(name)(\(labels.map { "\($0):" }.joined()))")
        {
            return true
        }
        guard let requirements = optionalRequirements[name] else { return false }
        guard let labels else { return true }
        return requirements.contains { $0.labels == labels }
    }

    private final class Collector: SyntaxVisitor {
        var methods: [String: [Method]] = [:]
        var owners: [String: [(labels: [String], type: String)]] = [:]
        var optionals: [String: [OptionalRequirement]] = [:]
        var optionalProtocols: Set<String> = []
        var conformers: [String: Set<String>] = [:]

        private func conform(_ type: String, _ clause: InheritanceClauseSyntax?) {
            for inherited in clause?.inheritedTypes ?? [] {
                conformers[inherited.type.trimmedDescription, default: []].insert(type)
            }
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            conform(node.name.text, node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            conform(node.name.text, node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            conform(node.name.text, node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            conform(node.extendedType.trimmedDescription, node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let parameters = node.signature.parameterClause.parameters
            methods[node.name.text, default: []].append(
                Method(
                    labels: parameters.map { $0.firstName.text },
                    types: parameters.map { $0.type.trimmedDescription }))
            if let owner = node.enclosingTypeName {
                owners[node.name.text, default: []].append(
                    (parameters.map { $0.firstName.text }, owner))
            }
            return .skipChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) })
                else { continue }
                optionalProtocols.insert(node.name.text)
                let returnType = function.signature.returnClause?.type
                let text = returnType?.trimmedDescription
                optionals[function.name.text, default: []].append(
                    OptionalRequirement(
                        labels: function.signature.parameterClause.parameters.map {
                            $0.firstName.text
                        },
                        returnsVoid: text == nil || text == "Void" || text == "()",
                        returnsOptional: returnType?.isOptional == true,
                        owner: node.name.text))
            }
            return .visitChildren
        }
    }
}

/// The method a `#selector(…)` names: `handle(_:)`, `handle`, `Type.handle(sender:)`.
struct SelectorName {
    var base: String
    /// The argument labels when the selector spells them (`handle(_:)` → `["_"]`).
    var labels: [String]?
    /// The type it is qualified with (`Type.handle` → `Type`).
    var qualifier: String?

    init?(_ node: MacroExpansionExprSyntax) {
        guard node.macroName.text == "selector", node.arguments.count == 1,
            let argument = node.arguments.first, argument.label == nil
        else { return nil }
        var expression = argument.expression
        if let member = expression.as(MemberAccessExprSyntax.self) {
            qualifier = member.base?.trimmedDescription
            expression = ExprSyntax(member.declName)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        base = reference.baseName.text
        labels = reference.argumentNames.map { names in
            names.arguments.map { $0.name.text }
        }
    }
}

extension TypeSyntax {
    /// Whether the type is `T?` or `T!`.
    var isOptional: Bool {
        self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}

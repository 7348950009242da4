import SwiftSyntax

/// Imports, attributes and modifiers the Objective-C runtime and Interface Builder give meaning.
extension Rewriter {
    /// Frameworks whose names OpenUIKit carries, imported as a whole or by submodule or symbol.
    static let uiKitModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "CoreAnimation"]

    /// Attributes that mean nothing without the Objective-C runtime or Interface Builder.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
        "IBSegueAction", "NSManaged", "nonobjc",
    ]

    func visitImportDecl(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        let replacement: String
        if Self.uiKitModules.contains(module) {
            replacement = "import OpenUIKit"
        } else if module == "ObjectiveC" {
            replacement = "import Foundation"
        } else {
            return .skipChildren
        }
        replace(from: node.importKeyword, to: node.path, with: replacement)
        return .skipChildren
    }

    func visitAttribute(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        guard Self.droppedAttributes.contains(name) else { return .visitChildren }
        delete(node)
        if name == "NSManaged", let variable = node.parent?.parent?.as(VariableDeclSyntax.self) {
            initializeManaged(variable)
        }
        return .skipChildren
    }

    /// Core Animation's value of a `@NSManaged` layer property never set: zero, false, nil.
    static let managedDefaults: [String: String] = [
        "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "TimeInterval": "0",
        "Bool": "false", "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero",
        "CGVector": ".zero", "UIEdgeInsets": ".zero", "CATransform3D": "CATransform3DIdentity",
        "CGAffineTransform": ".identity",
    ]

    /// A `@NSManaged` property (a layer's dynamic property) becomes a stored property holding
    /// the value Core Animation gives one never set.
    private func initializeManaged(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings
        where binding.initializer == nil && binding.accessorBlock == nil {
            guard let type = binding.typeAnnotation?.type else { continue }
            let name = type.trimmedDescription
            if name.hasSuffix("?") || name.hasSuffix("!") { continue }
            guard let value = Self.managedDefaults[name] else {
                report(
                    binding, "`@NSManaged` on a property of type `\(name)`",
                    "give it a stored value (`var progress: CGFloat = 0`)")
                continue
            }
            insert(" = \(value)", after: type)
        }
    }

    func visitDeclModifier(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .keyword(.dynamic):
            delete(node)
        default: break
        }
        return .skipChildren
    }

    /// An `@objc` protocol: class-bound as `@objc` made it, and its optional requirements that
    /// return nothing get empty default implementations (OpenUIKit's form for UIKit's own).
    func visitProtocolDecl(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let isObjC = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
        }
        guard isObjC else { return .visitChildren }
        let inherited = node.inheritanceClause?.inheritedTypes ?? []
        let classBound = inherited.contains {
            ["AnyObject", "class"].contains($0.type.trimmedDescription)
        }
        if !classBound {
            if let clause = node.inheritanceClause {
                insert(", AnyObject", after: clause.inheritedTypes)
            } else {
                insert(": AnyObject", after: node.name)
            }
        }
        var defaults: [String] = []
        for member in node.memberBlock.members {
            let decl = member.decl
            guard
                let optional = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: {
                    $0.name.tokenKind == .keyword(.optional)
                })
            else { continue }
            delete(optional)
            guard let function = decl.as(FunctionDeclSyntax.self) else {
                report(
                    decl, "an optional property requirement",
                    "make it a requirement with a default in an extension of the protocol")
                continue
            }
            var header = "func \(function.name.text)"
            if let generics = function.genericParameterClause { header += generics.oneLine }
            let returnType = function.signature.returnClause?.type
            let returnText = returnType?.trimmedDescription
            guard let returnType, returnText != "Void", returnText != "()" else {
                header += function.signature.oneLine
                if let clause = function.genericWhereClause { header += " " + clause.oneLine }
                defaults.append(header + " {}")
                continue
            }
            // A value: the requirement returns it as an optional, nil when it is missing, as
            // `delegate?.m?()` gave; the conforming types' methods return the optional too.
            let optionalType =
                returnType.isOptional ? returnType.oneLine : Self.optional(returnType)
            if !returnType.isOptional { replace(returnType, with: optionalType) }
            header += function.signature.parameterClause.oneLine
            if let effects = function.signature.effectSpecifiers { header += " " + effects.oneLine }
            header += " -> \(optionalType)"
            if let clause = function.genericWhereClause { header += " " + clause.oneLine }
            defaults.append(header + " { nil }")
        }
        if !defaults.isEmpty {
            let access = node.modifiers.first {
                ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text)
            }
            let prefix = access.map { "\($0.name.text) " } ?? ""
            replace(
                node.memberBlock.rightBrace,
                with:
                    "}; \(prefix)extension \(node.name.text) { \(defaults.joined(separator: "; ")) }"
            )
        }
        return .visitChildren
    }

    /// `T?` for `T`, parenthesised where the type needs it (`(() -> Void)?`, `(any P)?`).
    static func optional(_ type: TypeSyntax) -> String {
        let simple =
            type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self)
            || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
            || type.is(TupleTypeSyntax.self)
        return simple ? "\(type.oneLine)?" : "(\(type.oneLine))?"
    }

    /// A method implementing a value-returning optional requirement of a ported protocol
    /// (declared in a type that conforms to it) returns the optional the requirement now
    /// returns, so that it still witnesses it.
    func optionalizeWitness(_ node: FunctionDeclSyntax) {
        guard let returnType = node.signature.returnClause?.type, !returnType.isOptional,
            let owner = node.enclosingTypeName,
            index.valueRequirement(
                implementedBy: owner, node.name.text,
                labels: node.signature.parameterClause.parameters.map { $0.firstName.text })
                != nil
        else { return }
        replace(returnType, with: Self.optional(returnType))
    }

    /// An override inside an extension of a class declared in the files ported moves into the
    /// class's body (with `#sourceLocation` lines, so it keeps its own file and line numbers);
    /// any other is reported.
    func visitExtensionDecl(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        let declared = classes[name] != nil || index.classFiles[name]?.count == 1
        for member in node.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                let override = modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            guard declared else {
                report(
                    override,
                    "an override inside an extension of a class not declared in the files ported",
                    "move it into the class's own body (only the Objective-C runtime overrides "
                        + "from an extension)")
                continue
            }
            moves.append(
                Move(
                    className: name, start: member.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: member.endPositionBeforeTrailingTrivia.utf8Offset,
                    line: member.startLocation(converter: converter).line,
                    indent: member.leadingTrivia.indentation))
        }
        return .visitChildren
    }

    func visitFunctionDecl(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        optionalizeWitness(node)
        rewriteObserveValue(node)
        return .visitChildren
    }
}

extension FunctionDeclSyntax {
    /// The name of the type (or extended type) whose body declares the function.
    var enclosingTypeName: String? {
        guard let block = parent?.parent?.parent?.as(MemberBlockSyntax.self) else { return nil }
        let owner = block.parent
        if let declaration = owner?.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = owner?.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = owner?.as(EnumDeclSyntax.self) { return declaration.name.text }
        if let declaration = owner?.as(ExtensionDeclSyntax.self) {
            return declaration.extendedType.trimmedDescription
        }
        return nil
    }
}

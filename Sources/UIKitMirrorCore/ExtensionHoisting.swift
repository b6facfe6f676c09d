/// Which members of extensions the mirror gives a forwarder in their class's body.
///
/// Swift on Linux dispatches overrides through the class's vtable, which only the class's own
/// body fills: an `override` in an extension is rejected ("cannot be overridden from
/// extension"), and so is overriding a member declared in an extension ("is declared in
/// extension of 'Base' and cannot be overridden"). On Darwin both compile for Objective-C
/// members (UIKit's, or `@objc` ones), which iOS code relies on. For each such member of an
/// extension of a class the module declares, the mirror renames the original in place
/// (`ExtensionHoistRewrite`) and puts a forwarder with its name and signature in the class's
/// body (`ExtensionForwarder`), under the member's `#if` conditions.
///
/// Left alone, so the compiler reports them as before: members of extensions of classes the
/// module does not declare (UIKit's), of generic classes and classes in a generic context
/// (Darwin rejects Objective-C members there too), of constrained extensions, and members the
/// mirror cannot forward, or that are `fileprivate` in a file other than the class's (the
/// forwarder could not be seen there); the last two get a warning.
struct ExtensionHoisting: Sendable {
    /// A member given a forwarder.
    struct Hoisted: Equatable, Sendable {
        /// The member.
        var member: ExtensionMember
        /// The access keyword the renamed original gets, or `nil` for the extension's default:
        /// `fileprivate` when the class is in the same file, else `internal` when the extension
        /// is public, so the renamed original stays out of the module's interface.
        var implementationAccess: String?
    }

    /// The hoisted members by qualified class name, in source order.
    private(set) var byClass: [String: [Hoisted]] = [:]
    /// The hoisted members by file and offset of their declaration.
    private var byLocation: [String: [Int: Hoisted]] = [:]
    /// Members that need a forwarder and did not get one, with the reason.
    private(set) var warnings: [MirrorDiagnostic] = []

    /// Decides for every extension member of `index`.
    init(index: ModuleIndex) {
        let overridden = Self.signaturesOverriddenInSubclasses(index)
        for member in index.extensionMembers {
            guard let type = index.types[member.typeName], type.kind == .class,
                  !member.isConstrained, !index.isInGenericContext(type) else { continue }
            let isOverridden = overridden[type.name]?.contains(member.signatureKey) ?? false
            guard member.isOverride || isOverridden else { continue }
            let what = "'\(member.name)' \(member.isOverride ? "overrides a member of a superclass" : "is overridden in a subclass")"
                + " from this extension of \(type.name), which Swift on Linux allows only in the class's body"
            if let reason = member.unsupported {
                warn(member, "\(what); the mirror cannot move it there because it has \(reason). Declare it in the body of "
                    + "\(type.name) (\(type.file):\(type.line)) so it compiles on Linux.")
                continue
            }
            if member.access <= .fileprivate, type.file != member.file {
                warn(member, "\(what); the mirror cannot move it there because it is \(member.access) and \(type.name) is "
                    + "declared in \(type.file). Make it internal, or declare it in the class's body.")
                continue
            }
            let implementationAccess: String?
            if let declared = member.extensionAccess, declared <= .fileprivate {
                implementationAccess = nil
            } else if type.file == member.file {
                implementationAccess = "fileprivate"
            } else if let declared = member.extensionAccess, declared > .internal {
                implementationAccess = "internal"
            } else {
                implementationAccess = nil
            }
            let hoisted = Hoisted(member: member, implementationAccess: implementationAccess)
            byClass[type.name, default: []].append(hoisted)
            byLocation[member.file, default: [:]][member.offset] = hoisted
        }
    }

    /// The hoisted member declared at `offset` of `file`, if any.
    func hoisted(file: String, offset: Int) -> Hoisted? {
        byLocation[file]?[offset]
    }

    /// The warnings about members of `file`.
    func warnings(in file: String) -> [MirrorDiagnostic] {
        warnings.filter { $0.file == file }
    }

    private mutating func warn(_ member: ExtensionMember, _ message: String) {
        warnings.append(MirrorDiagnostic(file: member.file, line: member.line, severity: .warning, message: message))
    }

    /// For each class of the module, the signatures its subclasses in the module override.
    private static func signaturesOverriddenInSubclasses(_ index: ModuleIndex) -> [String: Set<MemberSignature>] {
        var result: [String: Set<MemberSignature>] = [:]
        for record in index.overrides {
            guard let type = index.types[record.typeName], type.kind == .class else { continue }
            for ancestor in index.lineage(of: type).dropFirst() {
                result[ancestor.name, default: []].insert(record.signature)
            }
        }
        return result
    }
}

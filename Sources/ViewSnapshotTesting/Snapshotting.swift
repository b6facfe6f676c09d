/// A way to snapshot values of one type into a comparable format (swift-snapshot-testing's
/// `Snapshotting`): strategies are values, and `pullback` makes a strategy for a new type
/// from an existing one.
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference file's extension, e.g. `png` or `txt`.
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// A name for the variant when the assertion gives none (e.g. `light@2x`).
    public var variantName: String
    /// Takes the snapshot. Views are laid out and drawn on the main thread (a call from
    /// another thread waits for it there).
    public var snapshot: @Sendable (Value) throws -> CapturedSnapshot<Format>

    public init(
        pathExtension: String,
        diffing: Diffing<Format>,
        variantName: String,
        snapshot: @escaping @Sendable (Value) throws -> CapturedSnapshot<Format>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.variantName = variantName
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue`, turning it into a `Value` first.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing, variantName: variantName) { value in
            try snapshot(transform(value))
        }
    }
}

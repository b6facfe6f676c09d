/// One trait value in a `TraitStorage`, boxed in a final class so that reading it back as its
/// type is a class identity check rather than a cast out of `Any` (trait lookups run for
/// every layout direction and interface style a view asks about).
final class TraitValueBox<Value>: @unchecked Sendable {
    /// The value, never changed: a new value gets a new box.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// `NSNull` as an action, as Core Animation declares it: putting `NSNull()` in a layer's
/// `actions` (or returning it from `action(for:forKey:)`) means "no animation for this key",
/// and running it does nothing.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

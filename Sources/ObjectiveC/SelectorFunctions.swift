/// The name of `aSelector`, as Darwin's `NSStringFromSelector` returns it.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}

/// The selector named `aSelectorName`; performing it finds the method registered under that
/// name for the target's class (see `Selector`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

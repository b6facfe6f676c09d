import ObjectiveC

/// `UIApplication.value(forKey: "sharedApplication")`: the class object's key-value coding
/// answers the shared app, as on iOS.
extension UIApplication: ClassKeyValueCoding {
    package static func classValue(forKey key: String) -> Any?? {
        key == "sharedApplication" ? .some(shared) : nil
    }
}

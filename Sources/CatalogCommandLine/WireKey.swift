/// A coding key for the places `WireEncoder` and `WireDecoder` name in a coding path that
/// have no key of the value's own: an element's index, a superclass's `super`.
struct WireKey: CodingKey {
    static let superKey = WireKey(stringValue: "super")

    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    init(index: Int) {
        self.init(intValue: index)
    }
}

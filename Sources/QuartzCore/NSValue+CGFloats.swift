/// Structures of `CGFloat`s in an `NSValue`. Linux's Foundation cannot describe a structure
/// (`NSValue(bytes:objCType:)` stops the program at a `{name=…}` type encoding, which Darwin's
/// `NSValue(cgAffineTransform:)` and `NSValue(caTransform3D:)` use), but it stores C arrays,
/// so these structures are kept as an array of their fields as doubles (`[6d]`, `[16d]`).
/// The values round-trip and compare equal by content; only `objCType` differs from Darwin's.
extension NSValue {
    /// A value holding `fields` as a C array of doubles.
    package convenience init(cgFloatFields fields: [CGFloat]) {
        let bytes = UnsafeMutablePointer<Double>.allocate(capacity: max(fields.count, 1))
        defer { bytes.deallocate() }
        for (index, field) in fields.enumerated() { (bytes + index).initialize(to: Double(field)) }
        let encoding = Array("[\(fields.count)d]".utf8CString)
        let type = UnsafeMutablePointer<CChar>.allocate(capacity: encoding.count)
        defer { type.deallocate() }
        type.initialize(from: encoding, count: encoding.count)
        self.init(bytes: bytes, objCType: type)
    }

    /// The `count` fields of a value made by `init(cgFloatFields:)` with that many, else nil.
    package func cgFloatFields(count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var fields = [Double](repeating: 0, count: count)
        fields.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { getValue(base) }
        }
        return fields.map { CGFloat($0) }
    }
}

/// Writes a `Codable` value in `WireFormat`: values and containers go straight into one byte
/// array as the value's `encode(to:)` gives them, depth first, so nothing is built only to be
/// written out again (the cost of a JSON encoder's tree of values and sorted keys).
struct WireEncoder: Encoder {
    /// `value`'s bytes.
    static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let output = WireFormat.Output()
        try WireEncoder(output: output, codingPath: []).write(value)
        return output.bytes
    }

    let output: WireFormat.Output
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Writes `value` here: what its `encode(to:)` writes, or `null` when it writes nothing.
    func write<Value: Encodable>(_ value: Value) throws {
        let start = output.bytes.count
        try value.encode(to: self)
        if output.bytes.count == start { output.tag(.null) }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(encoder: self, count: startContainer(.keyed)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        Unkeyed(encoder: self, countAt: startContainer(.unkeyed))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(encoder: self)
    }

    /// The tag and the count of a container; returns where the count is.
    private func startContainer(_ tag: WireFormat.Tag) -> Int {
        output.tag(tag)
        let at = output.bytes.count
        output.word(0)
        return at
    }

    /// A value inside a container (`null` when it wrote nothing).
    fileprivate func element(_ key: (any CodingKey)?, _ body: (WireEncoder) throws -> Void) rethrows {
        let start = output.bytes.count
        try body(WireEncoder(output: output, codingPath: key.map { codingPath + [$0] } ?? codingPath))
        if output.bytes.count == start { output.tag(.null) }
    }

    // MARK: Primitive values

    fileprivate func null() { output.tag(.null) }
    fileprivate func bool(_ value: Bool) { output.tag(value ? .yes : .no) }
    fileprivate func string(_ value: String) {
        output.tag(.string)
        output.text(value)
    }
    fileprivate func double(_ value: Double) {
        output.tag(.double)
        output.long(value.bitPattern)
    }
    fileprivate func signed<Value: SignedInteger & FixedWidthInteger>(_ value: Value) {
        output.tag(.signed)
        output.long(UInt64(bitPattern: Int64(value)))
    }
    fileprivate func unsigned<Value: UnsignedInteger & FixedWidthInteger>(_ value: Value) {
        output.tag(.unsigned)
        output.long(UInt64(value))
    }

    // MARK: Containers

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: WireEncoder
        /// Where the container's entry count is.
        let count: Int
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func entry(_ key: Key, _ body: (WireEncoder) throws -> Void) rethrows {
            encoder.output.text(key.stringValue)
            try encoder.element(key, body)
            encoder.output.setWord(encoder.output.readWord(at: count) + 1, at: count)
        }

        mutating func encodeNil(forKey key: Key) throws { entry(key) { $0.null() } }
        mutating func encode(_ value: Bool, forKey key: Key) throws { entry(key) { $0.bool(value) } }
        mutating func encode(_ value: String, forKey key: Key) throws { entry(key) { $0.string(value) } }
        mutating func encode(_ value: Double, forKey key: Key) throws { entry(key) { $0.double(value) } }
        mutating func encode(_ value: Float, forKey key: Key) throws { entry(key) { $0.double(Double(value)) } }
        mutating func encode(_ value: Int, forKey key: Key) throws { entry(key) { $0.signed(value) } }
        mutating func encode(_ value: Int8, forKey key: Key) throws { entry(key) { $0.signed(value) } }
        mutating func encode(_ value: Int16, forKey key: Key) throws { entry(key) { $0.signed(value) } }
        mutating func encode(_ value: Int32, forKey key: Key) throws { entry(key) { $0.signed(value) } }
        mutating func encode(_ value: Int64, forKey key: Key) throws { entry(key) { $0.signed(value) } }
        mutating func encode(_ value: UInt, forKey key: Key) throws { entry(key) { $0.unsigned(value) } }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { entry(key) { $0.unsigned(value) } }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { entry(key) { $0.unsigned(value) } }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { entry(key) { $0.unsigned(value) } }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { entry(key) { $0.unsigned(value) } }
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try entry(key) { try $0.write(value) } }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            nested(key) { $0.container(keyedBy: keyType) }
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            nested(key) { $0.unkeyedContainer() }
        }

        mutating func superEncoder() -> any Encoder { nested(WireKey.superKey) { $0 } }
        mutating func superEncoder(forKey key: Key) -> any Encoder { nested(key) { $0 } }

        /// A nested container or encoder, written in place: `encode(to:)` fills it before it
        /// writes the next entry. (A super encoder must be given a value, as a superclass's
        /// `encode(to:)` always does.)
        private func nested<Result>(_ key: any CodingKey, _ make: (WireEncoder) -> Result) -> Result {
            encoder.output.text(key.stringValue)
            encoder.output.setWord(encoder.output.readWord(at: count) + 1, at: count)
            return make(WireEncoder(output: encoder.output, codingPath: encoder.codingPath + [key]))
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: WireEncoder
        let countAt: Int
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { Int(encoder.output.readWord(at: countAt)) }

        private func element(_ body: (WireEncoder) throws -> Void) rethrows {
            try encoder.element(WireKey(index: count), body)
            encoder.output.setWord(UInt32(count + 1), at: countAt)
        }

        mutating func encodeNil() throws { element { $0.null() } }
        mutating func encode(_ value: Bool) throws { element { $0.bool(value) } }
        mutating func encode(_ value: String) throws { element { $0.string(value) } }
        mutating func encode(_ value: Double) throws { element { $0.double(value) } }
        mutating func encode(_ value: Float) throws { element { $0.double(Double(value)) } }
        mutating func encode(_ value: Int) throws { element { $0.signed(value) } }
        mutating func encode(_ value: Int8) throws { element { $0.signed(value) } }
        mutating func encode(_ value: Int16) throws { element { $0.signed(value) } }
        mutating func encode(_ value: Int32) throws { element { $0.signed(value) } }
        mutating func encode(_ value: Int64) throws { element { $0.signed(value) } }
        mutating func encode(_ value: UInt) throws { element { $0.unsigned(value) } }
        mutating func encode(_ value: UInt8) throws { element { $0.unsigned(value) } }
        mutating func encode(_ value: UInt16) throws { element { $0.unsigned(value) } }
        mutating func encode(_ value: UInt32) throws { element { $0.unsigned(value) } }
        mutating func encode(_ value: UInt64) throws { element { $0.unsigned(value) } }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try element { try $0.write(value) } }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            nested { $0.container(keyedBy: keyType) }
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            nested { $0.unkeyedContainer() }
        }

        mutating func superEncoder() -> any Encoder { nested { $0 } }

        private func nested<Result>(_ make: (WireEncoder) -> Result) -> Result {
            let key = WireKey(index: count)
            encoder.output.setWord(UInt32(count + 1), at: countAt)
            return make(WireEncoder(output: encoder.output, codingPath: encoder.codingPath + [key]))
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: WireEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() throws { encoder.null() }
        mutating func encode(_ value: Bool) throws { encoder.bool(value) }
        mutating func encode(_ value: String) throws { encoder.string(value) }
        mutating func encode(_ value: Double) throws { encoder.double(value) }
        mutating func encode(_ value: Float) throws { encoder.double(Double(value)) }
        mutating func encode(_ value: Int) throws { encoder.signed(value) }
        mutating func encode(_ value: Int8) throws { encoder.signed(value) }
        mutating func encode(_ value: Int16) throws { encoder.signed(value) }
        mutating func encode(_ value: Int32) throws { encoder.signed(value) }
        mutating func encode(_ value: Int64) throws { encoder.signed(value) }
        mutating func encode(_ value: UInt) throws { encoder.unsigned(value) }
        mutating func encode(_ value: UInt8) throws { encoder.unsigned(value) }
        mutating func encode(_ value: UInt16) throws { encoder.unsigned(value) }
        mutating func encode(_ value: UInt32) throws { encoder.unsigned(value) }
        mutating func encode(_ value: UInt64) throws { encoder.unsigned(value) }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.write(value) }
    }
}

/// Reads a `Codable` value from `WireFormat` bytes, as its `init(from:)` asks: a container
/// is read where it starts, and its entries are found by stepping over each value. Bytes that
/// do not hold a whole value of the type asked for throw a `DecodingError`; nothing is read
/// outside them.
struct WireDecoder: Decoder {
    /// The value of `type` that `bytes` hold, all of them.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        let input = Input(bytes: bytes)
        let value = try Value(from: WireDecoder(input: input, at: 0, codingPath: []))
        guard try input.end(of: 0, codingPath: []) == bytes.count else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Bytes follow the value."))
        }
        return value
    }

    let input: Input
    /// Where this value's tag is.
    let at: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try Keyed<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try Unkeyed(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Single(decoder: self)
    }

    // MARK: Primitive values

    fileprivate func corrupted(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }

    fileprivate func mismatch(_ type: Any.Type) -> DecodingError {
        let found = (try? input.tag(at: at, codingPath: codingPath)).map { "\($0)" } ?? "nothing"
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected \(type), found \(found)."))
    }

    fileprivate func isNull() throws -> Bool { try input.tag(at: at, codingPath: codingPath) == .null }

    fileprivate func bool() throws -> Bool {
        switch try input.tag(at: at, codingPath: codingPath) {
        case .yes: return true
        case .no: return false
        default: throw mismatch(Bool.self)
        }
    }

    fileprivate func string() throws -> String {
        guard try input.tag(at: at, codingPath: codingPath) == .string else { throw mismatch(String.self) }
        let length = Int(try input.word(at: at + 1, codingPath: codingPath))
        try input.require(at + 5, length, codingPath: codingPath)
        return String(decoding: input.bytes[(at + 5)..<(at + 5 + length)], as: UTF8.self)
    }

    fileprivate func double() throws -> Double {
        switch try input.tag(at: at, codingPath: codingPath) {
        case .double: return Double(bitPattern: try input.long(at: at + 1, codingPath: codingPath))
        case .signed: return Double(Int64(bitPattern: try input.long(at: at + 1, codingPath: codingPath)))
        case .unsigned: return Double(try input.long(at: at + 1, codingPath: codingPath))
        default: throw mismatch(Double.self)
        }
    }

    fileprivate func integer<Value: FixedWidthInteger>(_ type: Value.Type) throws -> Value {
        let value: Value?
        switch try input.tag(at: at, codingPath: codingPath) {
        case .signed: value = Value(exactly: Int64(bitPattern: try input.long(at: at + 1, codingPath: codingPath)))
        case .unsigned: value = Value(exactly: try input.long(at: at + 1, codingPath: codingPath))
        default: throw mismatch(type)
        }
        guard let value else { throw corrupted("The number does not fit \(type).") }
        return value
    }

    /// The decoder of the value at `offset`, inside this one.
    fileprivate func child(at offset: Int, key: any CodingKey) -> WireDecoder {
        WireDecoder(input: input, at: offset, codingPath: codingPath + [key])
    }

    // MARK: The bytes

    /// The bytes, read with bounds checked: every read past the end throws.
    final class Input {
        let bytes: [UInt8]

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func require(_ offset: Int, _ count: Int, codingPath: [any CodingKey]) throws {
            guard offset >= 0, count >= 0, offset <= bytes.count - count else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "The bytes end inside a value."))
            }
        }

        func tag(at offset: Int, codingPath: [any CodingKey]) throws -> WireFormat.Tag {
            try require(offset, 1, codingPath: codingPath)
            guard let tag = WireFormat.Tag(rawValue: bytes[offset]) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Unknown tag \(bytes[offset])."))
            }
            return tag
        }

        func word(at offset: Int, codingPath: [any CodingKey]) throws -> UInt32 {
            try require(offset, 4, codingPath: codingPath)
            return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
        }

        func long(at offset: Int, codingPath: [any CodingKey]) throws -> UInt64 {
            try require(offset, 8, codingPath: codingPath)
            return (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
        }

        /// Where the value at `offset` ends.
        func end(of offset: Int, codingPath: [any CodingKey]) throws -> Int {
            switch try tag(at: offset, codingPath: codingPath) {
            case .null, .no, .yes: return offset + 1
            case .signed, .unsigned, .double:
                try require(offset + 1, 8, codingPath: codingPath)
                return offset + 9
            case .string:
                let length = Int(try word(at: offset + 1, codingPath: codingPath))
                try require(offset + 5, length, codingPath: codingPath)
                return offset + 5 + length
            case .keyed:
                return try entries(keyed: offset, codingPath: codingPath).end
            case .unkeyed:
                return try elements(unkeyed: offset, codingPath: codingPath).end
            }
        }

        /// The entries of the keyed container at `offset` (each key's bytes and where its
        /// value is), and where the container ends.
        func entries(keyed offset: Int, codingPath: [any CodingKey]) throws -> (entries: [(key: Range<Int>, value: Int)], end: Int) {
            let count = Int(try word(at: offset + 1, codingPath: codingPath))
            var entries: [(key: Range<Int>, value: Int)] = []
            entries.reserveCapacity(min(count, bytes.count / 6))
            var position = offset + 5
            for _ in 0..<count {
                let length = Int(try word(at: position, codingPath: codingPath))
                try require(position + 4, length, codingPath: codingPath)
                let key = (position + 4)..<(position + 4 + length)
                entries.append((key, key.upperBound))
                position = try end(of: key.upperBound, codingPath: codingPath)
            }
            return (entries, position)
        }

        /// Where each value of the unkeyed container at `offset` is, and where it ends.
        func elements(unkeyed offset: Int, codingPath: [any CodingKey]) throws -> (elements: [Int], end: Int) {
            let count = Int(try word(at: offset + 1, codingPath: codingPath))
            var elements: [Int] = []
            elements.reserveCapacity(min(count, bytes.count))
            var position = offset + 5
            for _ in 0..<count {
                elements.append(position)
                position = try end(of: position, codingPath: codingPath)
            }
            return (elements, position)
        }

        /// Whether the bytes in `range` are `key`'s UTF-8.
        func matches(_ range: Range<Int>, _ key: String) -> Bool {
            var key = key
            return key.withUTF8 { utf8 in utf8.count == range.count && bytes[range].elementsEqual(utf8) }
        }
    }

    // MARK: Containers

    /// A keyed container's search hint (containers are values, read through `let`s).
    private final class Cursor {
        var index = 0
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: WireDecoder
        let entries: [(key: Range<Int>, value: Int)]
        /// Past where the last key was found: keys are mostly asked for in the order they
        /// were written, so the search starts there.
        private let next = Cursor()

        init(decoder: WireDecoder) throws {
            guard try decoder.input.tag(at: decoder.at, codingPath: decoder.codingPath) == .keyed else {
                throw decoder.mismatch([String: Any].self)
            }
            self.decoder = decoder
            entries = try decoder.input.entries(keyed: decoder.at, codingPath: decoder.codingPath).entries
        }

        var codingPath: [any CodingKey] { decoder.codingPath }

        var allKeys: [Key] {
            entries.compactMap { Key(stringValue: String(decoding: decoder.input.bytes[$0.key], as: UTF8.self)) }
        }

        func contains(_ key: Key) -> Bool { index(of: key) != nil }

        private func index(of key: Key) -> Int? {
            let name = key.stringValue
            for step in 0..<entries.count {
                let index = (next.index + step) % entries.count
                if decoder.input.matches(entries[index].key, name) { return index }
            }
            return nil
        }

        private func value(_ key: Key) throws -> WireDecoder {
            guard let index = index(of: key) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value for \(key.stringValue)."))
            }
            next.index = index + 1
            return decoder.child(at: entries[index].value, key: key)
        }

        func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).bool() }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).string() }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).double() }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try value(key).double()) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).integer(type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).integer(type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).integer(type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).integer(type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).integer(type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).integer(type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).integer(type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).integer(type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).integer(type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).integer(type) }
        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try Value(from: value(key)) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try value(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try value(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            guard let key = Key(stringValue: WireKey.superKey.stringValue) else { throw decoder.corrupted("No key for super.") }
            return try value(key)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder { try value(key) }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: WireDecoder
        let elements: [Int]
        private(set) var currentIndex = 0

        init(decoder: WireDecoder) throws {
            guard try decoder.input.tag(at: decoder.at, codingPath: decoder.codingPath) == .unkeyed else {
                throw decoder.mismatch([Any].self)
            }
            self.decoder = decoder
            elements = try decoder.input.elements(unkeyed: decoder.at, codingPath: decoder.codingPath).elements
        }

        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> WireDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "The list has no more values."))
            }
            defer { currentIndex += 1 }
            return decoder.child(at: elements[currentIndex], key: WireKey(index: currentIndex))
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, try decoder.child(at: elements[currentIndex], key: WireKey(index: currentIndex)).isNull() else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try next().bool() }
        mutating func decode(_ type: String.Type) throws -> String { try next().string() }
        mutating func decode(_ type: Double.Type) throws -> Double { try next().double() }
        mutating func decode(_ type: Float.Type) throws -> Float { Float(try next().double()) }
        mutating func decode(_ type: Int.Type) throws -> Int { try next().integer(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().integer(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().integer(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().integer(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().integer(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try next().integer(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().integer(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().integer(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().integer(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().integer(type) }
        mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try Value(from: next()) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next().unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { try next() }
    }

    private struct Single: SingleValueDecodingContainer {
        let decoder: WireDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { (try? decoder.isNull()) ?? false }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool() }
        func decode(_ type: String.Type) throws -> String { try decoder.string() }
        func decode(_ type: Double.Type) throws -> Double { try decoder.double() }
        func decode(_ type: Float.Type) throws -> Float { Float(try decoder.double()) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type) }
        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try Value(from: decoder) }
    }
}

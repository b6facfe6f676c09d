import CFuzzSupport

/// A small deterministic random source (SplitMix64), seeded by libFuzzer per mutation.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476C_E5B9_1CE5
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }
}

/// Mutations that reach past a PNG's checksums and compression: libFuzzer's byte mutations
/// of the whole file, of one chunk's data or of the uncompressed image data, and chunk edits
/// (drop, duplicate, swap), each followed (7 times in 8) by recomputing every chunk's CRC, so
/// most mutants get past libpng's checks into the decoder.
enum PNGMutator {
    struct Chunk {
        var type: [UInt8]
        var data: [UInt8]
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func mutate(_ bytes: [UInt8], maxSize: Int, random: inout SplitMix) -> [UInt8] {
        guard bytes.starts(with: signature), var chunks = chunks(of: bytes), !chunks.isEmpty else {
            return libFuzzerMutate(bytes, maxSize: maxSize)
        }
        switch random.below(6) {
        case 0:
            var mutated = libFuzzerMutate(bytes, maxSize: maxSize)
            if random.below(8) != 0, mutated.starts(with: signature), let again = Self.chunks(of: mutated) {
                mutated = encode(again)
            }
            return mutated
        case 1, 2:
            // The image data itself: inflated, mutated and deflated again as one IDAT.
            let indices = chunks.indices.filter { chunks[$0].type == Array("IDAT".utf8) }
            if let first = indices.first, let raw = inflate(indices.flatMap { chunks[$0].data }) {
                let mutated = libFuzzerMutate(raw, maxSize: max(raw.count * 2, 64))
                chunks[first].data = deflate(mutated)
                for index in indices.dropFirst().reversed() { chunks.remove(at: index) }
            }
        case 3:
            let index = random.below(chunks.count)
            chunks[index].data = libFuzzerMutate(chunks[index].data, maxSize: max(chunks[index].data.count * 2, 16))
        case 4:
            let index = random.below(chunks.count)
            switch random.below(3) {
            case 0 where chunks.count > 1: chunks.remove(at: index)
            case 1: chunks.insert(chunks[index], at: random.below(chunks.count + 1))
            default: chunks.swapAt(index, random.below(chunks.count))
            }
        default:
            // A chunk of another type: ancillary, critical, unknown or the fingerprint's.
            let types = ["tRNS", "PLTE", "gAMA", "iCCP", "sBIT", "tEXt", "zTXt", "iTXt", "pHYs", "sPLT", "acTL", "vsFP", "IEND", "IHDR", "cHRM", "bKGD"]
            let type = Array(types[random.below(types.count)].utf8)
            let data = (0..<random.below(40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            chunks.insert(Chunk(type: type, data: data), at: min(1 + random.below(chunks.count), chunks.count))
        }
        let encoded = encode(chunks)
        return encoded.count <= maxSize ? encoded : libFuzzerMutate(bytes, maxSize: maxSize)
    }

    /// The chunks after the signature, or `nil` when a length runs past the end.
    static func chunks(of bytes: [UInt8]) -> [Chunk]? {
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return chunks.isEmpty ? nil : chunks }
            chunks.append(Chunk(type: Array(bytes[offset + 4..<offset + 8]), data: Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }

    /// The file of `chunks`, with every CRC right.
    static func encode(_ chunks: [Chunk]) -> [UInt8] {
        var bytes = signature
        for chunk in chunks {
            bytes += bigEndian(UInt32(chunk.data.count))
            bytes += chunk.type + chunk.data
            let crc = (chunk.type + chunk.data).withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
            bytes += bigEndian(UInt32(crc))
        }
        return bytes
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func libFuzzerMutate(_ bytes: [UInt8], maxSize: Int) -> [UInt8] {
        var buffer = bytes + [UInt8](repeating: 0, count: max(0, maxSize - bytes.count))
        let size = buffer.withUnsafeMutableBufferPointer { LLVMFuzzerMutate($0.baseAddress, bytes.count, maxSize) }
        return Array(buffer.prefix(size))
    }

    /// `data` inflated (at most 4 MB of it), or `nil` when it is not a zlib stream.
    static func inflate(_ data: [UInt8]) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: 1 << 22)
        var length = uLongf(output.count)
        let status = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { uncompress($0.baseAddress, &length, input.baseAddress, uLong(input.count)) }
        }
        guard status == Z_OK else { return nil }
        return Array(output.prefix(Int(length)))
    }

    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: Int(compressBound(uLong(data.count))))
        var length = uLongf(output.count)
        _ = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { compress($0.baseAddress, &length, input.baseAddress, uLong(input.count)) }
        }
        return Array(output.prefix(Int(length)))
    }
}

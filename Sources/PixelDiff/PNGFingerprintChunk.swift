import Foundation

/// The fingerprint of a reference's pixels, kept inside the reference PNG itself in a private
/// ancillary chunk named `vsFP`, right after the header. The name marks it unsafe to copy,
/// so an image editor that changes the pixels drops it (and the snapshot is then compared in
/// full). With it, a passing assertion reads one small file and decodes nothing.
public enum PNGFingerprintChunk {
    static let type = Array("vsFP".utf8)
    /// Signature (8) + IHDR chunk (4 + 4 + 13 + 4).
    private static let headerEnd = 33

    /// `png` with a `vsFP` chunk holding `fingerprint` after its header.
    public static func embed(_ fingerprint: String, in png: Data) -> Data {
        guard png.count > headerEnd else { return png }
        let payload = Array(fingerprint.utf8)
        var chunk = Data()
        chunk.append(contentsOf: withUnsafeBytes(of: UInt32(payload.count).bigEndian) { Array($0) })
        chunk.append(contentsOf: type)
        chunk.append(contentsOf: payload)
        chunk.append(contentsOf: withUnsafeBytes(of: CRC32.checksum(type + payload).bigEndian) { Array($0) })
        var result = Data(png.prefix(headerEnd))
        result.append(chunk)
        result.append(png.dropFirst(headerEnd))
        return result
    }

    /// The fingerprint in `png`'s `vsFP` chunk, if it has one right after its header and
    /// its checksum holds.
    public static func read(from png: Data) -> String? {
        let start = png.startIndex + headerEnd
        guard png.count > headerEnd + 12 else { return nil }
        let bytes = [UInt8](png[start..<min(png.endIndex, start + 8)])
        let length = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard Array(bytes[4..<8]) == type, length < 256, png.count >= headerEnd + 12 + length else { return nil }
        let payload = [UInt8](png[(start + 8)..<(start + 8 + length)])
        let stored = png[(start + 8 + length)..<(start + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == CRC32.checksum(type + payload) else { return nil }
        return String(decoding: payload, as: UTF8.self)
    }
}

/// PNG's CRC-32 (ISO 3309), for the few bytes of a chunk.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

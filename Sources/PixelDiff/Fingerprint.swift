import CPixelMatch
import Foundation
import Rendering

/// Fast exact identities of bytes (128 bits from one pass), computed in C so they stay fast
/// in debug builds. Snapshot sidecars and gallery manifests use them to tell changed images
/// and files apart without decoding them.
public enum Fingerprint {
    /// 128 bits identifying `bytes`.
    public static func of(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        var out: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &out) { target in
            cpm_hash128(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, target.bindMemory(to: UInt64.self).baseAddress)
        }
        return out
    }

    /// The identity as 32 hex digits.
    public static func hex(_ value: (UInt64, UInt64)) -> String {
        func pad(_ number: UInt64) -> String {
            let text = String(number, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return pad(value.0) + pad(value.1)
    }

    /// The identity of a file's bytes.
    public static func of(_ data: Data) -> String {
        data.withUnsafeBytes { hex(of($0)) }
    }

    /// The identity of a bitmap's pixels (premultiplied, as rendered) and size.
    public static func of(_ bitmap: Bitmap) -> String {
        if let packed = bitmap.withPackedPixels({ hex(of($0)) }) {
            return "\(bitmap.pixelWidth)x\(bitmap.pixelHeight)-" + packed
        }
        var first: UInt64 = 0, second: UInt64 = 0
        bitmap.forEachRow { row in
            let (a, b) = of(row)
            first = first &* 0x100000001B3 ^ a
            second = second &* 0x100000001B3 ^ b
        }
        return "\(bitmap.pixelWidth)x\(bitmap.pixelHeight)-" + hex((first, second))
    }
}

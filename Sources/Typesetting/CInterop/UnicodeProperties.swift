import CGraphics

/// Unicode character properties from HarfBuzz's built-in tables.
enum UnicodeProperties {
    /// The script of `scalar` as an ISO 15924 tag (Zyyy for Common, Zinh for Inherited).
    static func script(of scalar: UInt32) -> Script {
        if scalar < 0x80 {
            let isLetter = (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
            return isLetter ? .latin : .common
        }
        return Script(harfBuzzScript: hb_unicode_script(hb_unicode_funcs_get_default(), scalar))
    }

    /// Whether `scalar` is a nonspacing, spacing or enclosing combining mark.
    static func isMark(_ scalar: UInt32) -> Bool {
        // No combining mark comes before U+0300.
        if scalar < 0x300 { return false }
        let category = hb_unicode_general_category(hb_unicode_funcs_get_default(), scalar)
        return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
    }

    /// HarfBuzz's interned language for a BCP 47 tag.
    static func language(_ tag: String) -> hb_language_t? {
        hb_language_from_string(tag, -1)
    }

    static func scriptTag(_ script: hb_script_t) -> String {
        let value = script.rawValue
        let bytes = [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }

    static func harfBuzzScript(_ tag: String) -> hb_script_t {
        hb_script_from_string(tag, -1)
    }
}

/// What the itemizer needs to know of a character beyond its script.
enum CharacterClass {
    /// Characters that draw nothing and never need a glyph of their own: HarfBuzz hides
    /// default-ignorable code points, so they are never reported missing.
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F,
             0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F,
             0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A,
             0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// Characters that belong to the character before them (combining marks, variation
    /// selectors, joiners, emoji modifiers), so they stay in its font when it can draw them.
    static func attachesToPrevious(_ scalar: UInt32) -> Bool {
        if isDefaultIgnorable(scalar) { return true }
        if (0x1F3FB...0x1F3FF).contains(scalar) { return true }
        return UnicodeProperties.isMark(scalar)
    }

    /// Whitespace that may hang past the end of a line and is not counted in its width.
    static func isHangingWhitespace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }
}

/// File and fragment names for a site: letters, digits and `-_.@` are kept, anything else
/// becomes `_`, and names never start with a dot.
enum SiteName {
    static func safe(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let value = scalar.value
            let kept = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || value == 0x2D || value == 0x5F || value == 0x2E || value == 0x40
            result.unicodeScalars.append(kept ? scalar : "_")
        }
        if result.hasPrefix(".") { result = "_" + result.dropFirst() }
        return result.isEmpty ? "_" : result
    }
}

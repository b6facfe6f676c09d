import Foundation

// Writes a Swift file declaring `enum WebAssets` with one string constant per input file:
// `site.css` becomes `WebAssets.siteCSS`, `gallery.js` becomes `WebAssets.galleryJS`.
// Usage: embed-web-assets OUTPUT.swift FILE...

/// The constant's name for a file name: the base name as is, the extension in capitals.
func constantName(_ fileName: String) -> String {
    let parts = fileName.split(separator: ".")
    guard parts.count == 2 else { return parts.map(String.init).joined(separator: "_") }
    return "\(parts[0])\(parts[1].uppercased())"
}

/// A raw string literal holding `text` exactly: enough `#`s that no `"""` inside ends it.
func literal(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: embed-web-assets OUTPUT.swift FILE...\n".utf8))
    exit(2)
}
var source = "// Generated at build time by embed-web-assets from the target's Resources folder; edit those files.\n"
source += "/// The pages' stylesheet and scripts, embedded at build time.\nenum WebAssets {\n"
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    do {
        let text = try String(contentsOf: url, encoding: .utf8)
        source += "    /// `\(url.lastPathComponent)`.\n    static let \(constantName(url.lastPathComponent)) = \(literal(text))\n"
    } catch {
        FileHandle.standardError.write(Data("error: cannot read \(path): \(error)\n".utf8))
        exit(1)
    }
}
source += "}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
    exit(1)
}

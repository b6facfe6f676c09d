import Foundation
package import Typesetting

/// A font face a render set text in: the family it was chosen as, its style, the file it
/// was read from and the font's version, so a reviewer can tell which font drew a label and
/// whether another machine has the same one.
public struct RenderedFontFace: Hashable, Sendable, CustomStringConvertible {
    /// The loaded face.
    package let face: FontFace

    package init(_ face: FontFace) {
        self.face = face
    }

    /// The family the face was chosen as, e.g. `Noto Sans CJK JP`.
    public var family: String { face.family }
    /// The face's style name, e.g. `Regular` or `Bold`.
    public var style: String { face.style }
    /// The font file.
    public var fileURL: URL { URL(fileURLWithPath: face.file) }
    /// The face's index in its file (a collection such as `.ttc` holds several).
    public var index: Int { face.index }
    /// The font's revision as font tools print it, e.g. `2.004`.
    public var version: String { face.version }

    /// `Noto Sans CJK JP Regular (/usr/share/fonts/…/NotoSansCJK-Regular.ttc#0, version 2.004)`.
    public var description: String { face.description }
}

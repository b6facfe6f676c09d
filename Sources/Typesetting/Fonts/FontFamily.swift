/// A font family by name, with the Debian package that installs it (named in the error when
/// the family is missing).
public struct FontFamily: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The family name as fontconfig knows it, e.g. `Noto Sans CJK JP`.
    public var name: String
    /// The Debian package that provides the family, e.g. `fonts-noto-cjk`.
    public var debianPackage: String?

    /// Creates a family declaration.
    public init(_ name: String, debianPackage: String? = nil) {
        self.name = name
        self.debianPackage = debianPackage
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { name }

    public static let inter = FontFamily("Inter", debianPackage: "fonts-inter")
    public static let notoSansCJKJapanese = FontFamily("Noto Sans CJK JP", debianPackage: "fonts-noto-cjk")
    public static let notoSansCJKSimplifiedChinese = FontFamily("Noto Sans CJK SC", debianPackage: "fonts-noto-cjk")
    public static let notoSansCJKTraditionalChinese = FontFamily("Noto Sans CJK TC", debianPackage: "fonts-noto-cjk")
    public static let notoSansCJKKorean = FontFamily("Noto Sans CJK KR", debianPackage: "fonts-noto-cjk")
    public static let ipaGothic = FontFamily("IPAGothic", debianPackage: "fonts-ipafont-gothic")
    public static let dejaVuSans = FontFamily("DejaVu Sans", debianPackage: "fonts-dejavu-core")
}

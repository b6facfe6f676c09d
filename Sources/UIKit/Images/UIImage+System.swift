extension UIImage {
    /// The system's add symbol (a placeholder here: SF Symbols cannot ship).
    public static var add: UIImage { UIImage(systemName: "plus") ?? UIImage() }
    public static var remove: UIImage { UIImage(systemName: "minus") ?? UIImage() }
    public static var actions: UIImage { UIImage(systemName: "ellipsis") ?? UIImage() }
    public static var checkmark: UIImage { UIImage(systemName: "checkmark") ?? UIImage() }
    public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle") ?? UIImage() }
}

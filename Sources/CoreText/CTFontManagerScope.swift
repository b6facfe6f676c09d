/// How long and for whom a registered font stays available, Core Text's
/// `CTFontManagerScope`. On Linux every scope registers the font for this process (what
/// `.process` does on iOS), until it is unregistered or the process ends.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// Available to this process (the scope apps and packages use).
    case process = 1
    /// Available to every process of the user, across launches (registered for this
    /// process only here).
    case persistent = 2
    /// Available for the login session (macOS; registered for this process only here).
    case session = 3

    /// The user scope: the persistent one.
    public static var user: CTFontManagerScope { .persistent }
}

// The renderer's API is UIKit's types; the text engine and the pixel layer under it are
// implementation, imported file by file with `package` access, so a team's files that import
// this module (or `Catalog`) see none of their names.
@_exported import UIKit

import Foundation
import UIKitMirrorCore

// uikit-mirror --output DIR [--designables] [--module-root ROOT] [--documents-output DIR] FILE...
// Writes Linux-compilable mirrors of iOS Swift sources; see MirrorCommand.
let status = MirrorCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    currentDirectory: FileManager.default.currentDirectoryPath,
    standardError: { FileHandle.standardError.write(Data($0.utf8)) }
)
exit(status)

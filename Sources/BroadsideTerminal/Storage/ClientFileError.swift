import BroadsideTLS
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the client's that could not be written, in a sentence.
struct ClientFileError: Error, CustomStringConvertible {
    let description: String
    /// This user may not write there at all (`SecureFiles.isNotPermitted`).
    let isNotPermitted: Bool

    private init(description: String, isNotPermitted: Bool) {
        self.description = description
        self.isNotPermitted = isNotPermitted
    }

    init(path: String, reason: String) {
        self.init(description: "cannot write \(path): \(reason)", isNotPermitted: false)
    }

    init(path: String, errno code: Int32) {
        let refused = SecureFiles.isNotPermitted(code)
        self.init(path: path, errno: code, refusingDirectory: refused ? Self.unwritableDirectory(holding: path) : nil)
    }

    /// `refusingDirectory`: the directory this user may not write in where `path` is made, named
    /// because a player shown only the file would look at the file, which may be theirs to write
    /// or not there at all.
    init(path: String, errno code: Int32, refusingDirectory: String?) {
        let place = refusingDirectory.map { "in the directory \($0) (for \(path))" } ?? path
        self.init(description: "cannot write \(place): \(SecureFiles.reason(code))", isNotPermitted: SecureFiles.isNotPermitted(code))
    }

    /// The nearest directory above `path` that exists, when this user may not write in it.
    private static func unwritableDirectory(holding path: String) -> String? {
        var directory = (path as NSString).deletingLastPathComponent
        while !directory.isEmpty, access(directory, F_OK) != 0 {
            let parent = (directory as NSString).deletingLastPathComponent
            guard parent != directory else { return nil }
            directory = parent
        }
        return !directory.isEmpty && access(directory, W_OK) != 0 ? directory : nil
    }

    /// The same, naming the environment variable that moves the file (`XDG_CONFIG_HOME`, say)
    /// where this user may not write: nothing else would let the client save it.
    func namingWayOut(_ variable: String) -> ClientFileError {
        guard isNotPermitted else { return self }
        return ClientFileError(description: description + "; set \(variable) to a directory you can write to", isNotPermitted: true)
    }
}

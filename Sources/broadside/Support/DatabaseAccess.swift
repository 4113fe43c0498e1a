import BroadsideTLS
import Foundation

/// What `check` and `prune` say when the database they were sent to cannot be reached: a `--data`
/// that names a file rather than a directory, or one this user may not enter or read (another
/// account's, the server's), is said as such, not as a database missing inside it.
enum DatabaseAccess {
    /// Why the database at `path` (in the `--data` directory `data`, if given) cannot be read;
    /// nil when it can.
    static func problem(at path: String, data: String?) -> String? {
        var isDirectory: ObjCBool = false
        if let data, FileManager.default.fileExists(atPath: data, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "\(data) is a file, not a directory: --data takes the directory that holds games.sqlite"
        }
        guard let failure = SecureFiles.readFailure(path) else { return nil }
        guard failure == ENOENT else {
            return "cannot read the game database at \(path): \(SecureFiles.reason(failure)); run this as the server's user"
        }
        return "there is no game database at \(path)"
    }
}

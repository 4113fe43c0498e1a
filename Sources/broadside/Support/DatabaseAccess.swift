import BroadsideTLS
import Foundation

/// What `check` and `prune` say when the database they were sent to cannot be reached: a `--data`
/// that names a file rather than a directory, or one this user may not enter or read (another
/// account's, the server's), is said as such, not as a database missing inside it.
enum DatabaseAccess {
    /// Why the database at `path` (in the `--data` directory `data`, if given, or else in the
    /// default directory when `inDefaultDirectory`) cannot be read; nil when it can.
    static func problem(at path: String, data: String?, inDefaultDirectory: Bool) -> String? {
        var isDirectory: ObjCBool = false
        if let data, FileManager.default.fileExists(atPath: data, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "\(data) is a file, not a directory: --data takes the directory that holds games.sqlite"
        }
        guard let failure = SecureFiles.readFailure(path) else { return nil }
        guard failure == ENOENT else {
            return "cannot read the game database at \(path): \(SecureFiles.reason(failure)); run this as the server's user"
        }
        if let data, !FileManager.default.fileExists(atPath: data) {
            return "there is no directory \(data): --data takes the directory a server keeps its games in"
        }
        // The operator may not know which directory is the default.
        let way = inDefaultDirectory ? " (the default data directory's): give --data the directory a server keeps its games in" : ""
        return "there is no game database at \(path)\(way)"
    }
}

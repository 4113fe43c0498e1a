import Foundation

/// What `check` and `prune` say when the database they were sent to is not there: a `--data`
/// that names a file rather than a directory is said as such, not as a database missing inside it.
enum MissingDatabase {
    static func reason(at path: String, data: String?) -> String {
        var isDirectory: ObjCBool = false
        if let data, FileManager.default.fileExists(atPath: data, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "\(data) is a file, not a directory: --data takes the directory that holds games.sqlite"
        }
        return "there is no game database at \(path)"
    }
}

import ArgumentParser

/// Paths given empty (`--data ''`, a shell variable left unset) are a mistake in the command
/// line: an empty path would quietly mean the current directory to one command and the root
/// directory to another.
enum PathOptions {
    static func check(_ options: [(String, String?)]) throws {
        for case let (name, value?) in options where value.isEmpty {
            throw ValidationError("\(name) was given an empty path: give a path, or leave \(name) out for its default")
        }
    }
}

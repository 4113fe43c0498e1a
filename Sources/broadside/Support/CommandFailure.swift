import ArgumentParser
import Foundation

/// Prints one sentence for a person and exits with a failure status, instead of a backtrace.
func fail(_ command: String, _ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("broadside \(command): \(message)\n".utf8))
    return ExitCode.failure
}

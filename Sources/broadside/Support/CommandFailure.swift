import ArgumentParser
import Foundation

/// Prints one sentence for a person and exits with a failure status, instead of a backtrace:
/// 1, or 64 (`.validationFailure`) for a command line that asks for what cannot be.
func fail(_ command: String, _ message: String, status: ExitCode = .failure) -> ExitCode {
    FileHandle.standardError.write(Data("broadside \(command): \(message)\n".utf8))
    return status
}

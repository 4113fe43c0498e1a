import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Held while a client plays as one player on one server. Two clients of one account playing as
/// the same player would each resume the other's seats on start (`* TAKEN`), throwing it back to
/// its lobby; the second one stops instead. The system releases the lock when the process ends,
/// however it ends.
final class PlayingLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Whether the lock at `path` was taken, or who holds it.
    enum Outcome: Sendable {
        case held(PlayingLock)
        /// Another process holds it; `holder` is the command it wrote, e.g. `play`.
        case busy(holder: String)
        /// The file cannot be opened (a data directory that is not writable): the client plays
        /// unguarded rather than not at all, and its seat files will say what is wrong.
        case unavailable
    }

    /// Takes the lock at `path` without waiting, and writes `holder` into it for the next one to read.
    static func take(_ path: String, holder: String) -> Outcome {
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .unavailable }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let written = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            close(descriptor)
            let holder = written.trimmingCharacters(in: .whitespacesAndNewlines)
            return .busy(holder: holder.isEmpty ? "client" : holder)
        }
        let text = Array((holder + "\n").utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return .held(PlayingLock(descriptor: descriptor))
    }
}

import Logging
import Synchronization

/// A log handler that keeps every entry, at trace level, message and metadata, so a test can
/// search all the server ever logged.
struct CapturingLogHandler: LogHandler {
    final class Entries: Sendable {
        private let lines = Mutex<[String]>([])

        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }

        /// Waits until an entry contains `text`.
        func waitFor(_ text: String, timeout: Double = 20) async throws {
            try await withTimeout(timeout, "a log entry with '\(text)'") { [self] in
                while !all.contains(where: { $0.contains(text) }) { try await Task.sleep(for: .milliseconds(20)) }
            }
        }
    }

    let entries: Entries
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        let fields = all.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        entries.append("\(event.level) \(event.message) \(fields) \(event.error.map { "\($0)" } ?? "")")
    }

    static func logger(into entries: Entries) -> Logger {
        var logger = Logger(label: "test.captured") { _ in CapturingLogHandler(entries: entries) }
        logger.logLevel = .trace
        return logger
    }
}

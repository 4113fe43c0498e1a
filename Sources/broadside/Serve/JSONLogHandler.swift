import Foundation
import Logging
import Synchronization

/// Writes each entry to standard error as one line of JSON: `time` (ISO 8601, UTC, with
/// milliseconds), `level`, `label`, `source` (the module), `message`, and `metadata`, the entry's
/// fields as strings (nested where a field is a list or a dictionary). Fields are kept apart from
/// the entry's own keys, so that no field can pass for one of them.
struct JSONLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    /// One line is one `write`: lines from several threads never interleave.
    private static let output = Mutex(FileHandle.standardError)

    init(label: String) {
        self.label = label
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = metadata
            .merging(metadataProvider?.get() ?? [:]) { $1 }
            .merging(event.metadata ?? [:]) { $1 }
        let entry: [String: Any] = [
            "time": Date().formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)),
            "level": event.level.rawValue,
            "label": label,
            "source": event.source,
            "message": "\(event.message)",
            "metadata": fields.mapValues(Self.json),
        ]
        guard var line = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        line.append(UInt8(ascii: "\n"))
        Self.output.withLock { $0.write(line) }
    }

    private static func json(_ value: Logger.Metadata.Value) -> Any {
        switch value {
        case .string(let text): text
        case .stringConvertible(let value): value.description
        case .array(let values): values.map(json)
        case .dictionary(let fields): fields.mapValues(json)
        }
    }
}

import BroadsideProtocol
import Logging

/// swift-log's lines of text on standard error, with what each entry carries escaped, and values
/// with spaces quoted (`LogText`): a person reading the journal, or `grep`, takes each line for
/// one entry, and a program reads its fields back.
public struct TextLogHandler: LogHandler {
    private var stream: StreamLogHandler

    public init(label: String) {
        stream = StreamLogHandler.standardError(label: label)
    }

    public var logLevel: Logger.Level {
        get { stream.logLevel }
        set { stream.logLevel = newValue }
    }

    public var metadata: Logger.Metadata {
        get { stream.metadata }
        set { stream.metadata = newValue.mapValues(LogText.field) }
    }

    public var metadataProvider: Logger.MetadataProvider? {
        get { stream.metadataProvider }
        set { stream.metadataProvider = newValue.map { provider in Logger.MetadataProvider { provider.get().mapValues(LogText.field) } } }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { stream[metadataKey: key] }
        set { stream[metadataKey: key] = newValue.map(LogText.field) }
    }

    public func log(event: LogEvent) {
        var event = event
        event.message = "\(VisibleText.escaped(event.message.description))"
        event.metadata = event.metadata?.mapValues(LogText.field)
        stream.log(event: event)
    }
}

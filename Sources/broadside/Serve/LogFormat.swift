import ArgumentParser
import BroadsideServer
import Logging

/// `--log-format`: lines of text for a person reading the journal, or one JSON object per line
/// for a log collector, which would otherwise have to take the text apart.
enum LogFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json

    /// Makes every logger of the process write in this format to standard error.
    func bootstrap() {
        switch self {
        case .text: LoggingSystem.bootstrap(TextLogHandler.init)
        case .json: LoggingSystem.bootstrap(JSONLogHandler.init)
        }
    }
}

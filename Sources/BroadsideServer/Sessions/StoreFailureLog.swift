import Logging

/// Store operations that failed in a row, logged when the first fails and when one works again,
/// with the count: a store that fails (disk full, locked, broken) fails every request, and players
/// retrying would otherwise fill the log with one line each.
struct StoreFailureLog {
    private let logger: Logger
    /// What every line names: the game, for a session's failures.
    private let metadata: Logger.Metadata
    private var failures = 0

    init(logger: Logger, metadata: Logger.Metadata = [:]) {
        self.logger = logger
        self.metadata = metadata
    }

    /// `what` is what could not be done, as "cannot <what>" reads.
    mutating func failed(_ error: any Error, doing what: String, metadata extra: Logger.Metadata = [:]) {
        failures += 1
        guard failures == 1 else { return }
        logger.error(
            "cannot \(what); players get UNAVAILABLE until the store works again",
            metadata: metadata.merging(extra) { $1 }.merging(["error": "\(error)"]) { $1 })
    }

    mutating func worked() {
        guard failures > 0 else { return }
        logger.notice("the store works again", metadata: metadata.merging(["failures": "\(failures)"]) { $1 })
        failures = 0
    }
}

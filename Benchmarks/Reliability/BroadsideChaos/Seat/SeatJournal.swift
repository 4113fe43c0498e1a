#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BroadsideCore
import BroadsideProtocol

/// A seat's journal file: written line by line as the player learns things, so that a player
/// killed at any moment (SIGKILL included) and started again knows what it had seen. A line cut
/// short by the kill is ignored and overwritten.
public struct SeatJournal: Sendable {
    public let path: String
    public private(set) var record: SeatRecord

    /// Starts a journal for a seat that has just been created or joined.
    public static func create(at path: String, record: SeatRecord) throws -> SeatJournal {
        let entries: [JournalEntry] = [.seat(record.reference, record.token), .fleet(record.fleet), .order(record.order)]
        let text = entries.map { $0.line + "\n" }.joined()
        try store(Array(text.utf8), to: path, flags: O_WRONLY | O_CREAT | O_TRUNC)
        return SeatJournal(path: path, record: record)
    }

    /// Opens an existing journal, dropping a last line that a kill cut short.
    public static func reopen(at path: String) throws -> SeatJournal {
        let (record, validBytes) = try load(path)
        guard truncate(path, off_t(validBytes)) == 0 else { throw cannot("truncate", path) }
        return SeatJournal(path: path, record: record)
    }

    /// The record in a journal, as it stands; for watching another player's journal.
    public static func record(at path: String) throws -> SeatRecord {
        try load(path).record
    }

    mutating func append(_ entry: JournalEntry) throws {
        try Self.store(Array((entry.line + "\n").utf8), to: path, flags: O_WRONLY | O_APPEND)
        record.apply(entry)
    }

    private static func load(_ path: String) throws -> (record: SeatRecord, validBytes: Int) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw cannot("read", path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        let validBytes = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let lines = String(decoding: bytes[..<validBytes], as: UTF8.self).split(separator: "\n")
        var entries = lines.compactMap(JournalEntry.init(line:))
        guard entries.count == lines.count, entries.count >= 3,
              case .seat(let ref, let token) = entries.removeFirst(),
              case .fleet(let fleet) = entries.removeFirst(),
              case .order(let order) = entries.removeFirst()
        else { throw ChaosFailure("the journal \(path) is damaged") }
        var record = SeatRecord(reference: ref, token: token, fleet: fleet, order: order)
        for entry in entries { record.apply(entry) }
        return (record, validBytes)
    }

    private static func store(_ bytes: [UInt8], to path: String, flags: Int32) throws {
        let descriptor = open(path, flags, 0o600)
        guard descriptor >= 0 else { throw cannot("write", path) }
        defer { close(descriptor) }
        // One write per line: a kill leaves the line whole or cut short, never interleaved.
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw cannot("write", path) }
    }

    private static func cannot(_ verb: String, _ path: String) -> ChaosFailure {
        ChaosFailure("cannot \(verb) the journal \(path): \(String(cString: strerror(errno)))")
    }
}

import BroadsideProtocol
import Synchronization

/// A way a conforming server may differ from ours, imitated by rewriting our server's lines
/// (`LineRewritingProxy`), to prove the conformance suite does not hold it against a server.
enum ImitatedLiberty: Sendable {
    /// Ends every line that has no free text with some: any server line may carry it (3.2, 4.1, 4.5).
    case freeTextOnEveryLine
    /// Leaves out the fields a server written before they were added does not send (15).
    case laterFieldsLeftOut
    /// On a connection holding both seats of a game, sends seat B's `* STARTED`, `* OVER` and
    /// `* REVEAL` before seat A's: the two seats' events have no order between them (10).
    case seatBEventsFirst
    /// Sends `HELP`'s lines last first, with one more for a command of a later version (7.15, 15).
    case helpReversedAndExtended
    /// Speaks protocol version 1 alone (15): the greeting lists `versions=1`, and `HELLO 2` gets
    /// `BYE VERSION_MISMATCH`.
    case versionOneAlone
}

/// One connection through the proxy taking `liberties` with what our server sends.
final class LibertyConversation: LineRewriting {
    /// The fields section 15 lets a server leave out, by the lines that carry them.
    static let laterFields: [String: Set<String>] = [
        "+ STATE": ["turn-seconds", "volley", "enemy-volley", "turn-limit", "rematch", "cause"],
        "+ GAME": ["rematch", "ready", "away", "cause"],
        "* OVER": ["cause"],
        "ERR RATE_LIMITED": ["wait", "scope"],
        "ERR TOO_MANY_GAMES": ["wait", "scope"],
    ]

    private struct State {
        /// The seats the connection holds, by game code.
        var seats: [Substring: Set<Substring>] = [:]
        /// Seat A's events kept back until seat B's have gone.
        var seatAEvents: [ServerLine] = []
        /// `+ HELP` lines kept back until `OK HELP`.
        var help: [ServerLine] = []
        /// Whether the client's `HELLO` asked for a version later than 1.
        var saidLaterVersion = false
    }

    private let liberties: Set<ImitatedLiberty>
    private let state = Mutex(State())

    init(taking liberties: Set<ImitatedLiberty>) {
        self.liberties = liberties
    }

    func clientSent(_ line: String) {
        guard case .hello(let version, _)? = try? Command.parse(line, version: 1), version > 1 else { return }
        state.withLock { $0.saidLaterVersion = true }
    }

    func serverSent(_ line: String) -> [String] {
        guard let parsed = ServerLine(parsing: line) else { return [line] }
        return state.withLock { state in reordered(parsed, &state) }.map(rewritten)
    }

    /// The lines to send now, in order, once `line` has come: none while it is kept back.
    private func reordered(_ line: ServerLine, _ state: inout State) -> [ServerLine] {
        let reference = line.words.first?.split(separator: "/")
        if line.kind == .ok, ["NEW", "JOIN", "RESUME"].contains(line.name), let reference, reference.count == 2 {
            state.seats[reference[0], default: []].insert(reference[1])
        }
        if line.kind == .ok && line.name == "LEAVE" || line.kind == .event && line.name == "TAKEN",
           let reference, reference.count == 2 {
            state.seats[reference[0], default: []].remove(reference[1])
        }
        if liberties.contains(.versionOneAlone) {
            if line.kind == .event, line.name == "BROADSIDE" {
                let words = line.words.map { $0.hasPrefix("versions=") ? "versions=1" : $0 }
                return [ServerLine(.event, "BROADSIDE", words, text: line.text)]
            }
            if line.kind == .ok, line.name == "HELLO", state.saidLaterVersion {
                return [.bye(.versionMismatch, fields: [Field("supported", "1")], text: "this server speaks protocol version 1 only")]
            }
        }
        if liberties.contains(.helpReversedAndExtended) {
            if line.kind == .data, line.name == "HELP" {
                state.help.append(line)
                return []
            }
            if line.kind == .ok, line.name == "HELP" {
                let later = ServerLine(.data, "HELP", ["DANCE", "<ref>"], text: "a command of a later version")
                defer { state.help = [] }
                return state.help.reversed() + [later, line]
            }
        }
        guard liberties.contains(.seatBEventsFirst) else { return [line] }
        let keptBack = state.seatAEvents
        state.seatAEvents = []
        guard line.kind == .event, ["STARTED", "OVER", "REVEAL"].contains(line.name), let reference,
              reference.count == 2, state.seats[reference[0]] == ["A", "B"]
        else { return keptBack + [line] }
        // Both seats get these events, so seat B's always comes to let seat A's go.
        if reference[1] == "A" {
            state.seatAEvents = keptBack + [line]
            return []
        }
        return [line] + keptBack
    }

    private func rewritten(_ line: ServerLine) -> String {
        var line = line
        if liberties.contains(.laterFieldsLeftOut), let left = Self.laterFields["\(line.kind.rawValue) \(line.name)"] {
            line.words.removeAll { word in Field(word: word).map { left.contains($0.key) } ?? false }
        }
        if liberties.contains(.freeTextOnEveryLine), line.text == nil {
            line.text = "for people"
        }
        return line.description
    }
}

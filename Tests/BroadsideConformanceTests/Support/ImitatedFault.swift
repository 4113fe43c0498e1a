import BroadsideCore
import BroadsideProtocol
import Synchronization

/// A way of breaking the spec that the mutation tests imitate by rewriting a correct server's
/// lines (`LineRewritingProxy`), to prove the conformance suite notices it.
enum ImitatedFault: Sendable {
    /// Answers a shot fired out of turn with `OK` (a made-up miss) instead of `ERR NOT_YOUR_TURN`.
    case acceptShotsOutOfTurn
    /// Adds the opponent's fleet (`+ REVEAL`) to `STATE` and `RESUME` before the round is over.
    case revealFleetBeforeOver
    /// Lists a volley's shots in `OK FIRE` last fired first, though shots keep their order (PROTOCOL.md 4.6).
    case reverseShotsInFireReply
    /// Leaves `FIRE` out of `HELP`, though it has one `+ HELP` line per command (7.15).
    case leaveFireOutOfHelp
    /// Sends `STATE`'s shots of one kind (`OUTGOING` or `INCOMING`) on one line, however many
    /// (7.5: at most 16 a line).
    case joinShotLines(String)
    /// Never tells the creator of a game that it was joined (`* JOINED`, 7.2).
    case dropJoinedEvents
}

/// One connection through the proxy, as far as imitating a fault needs it: the commands still
/// waiting for their reply, in order (each gets one `OK` or `ERR`, PROTOCOL.md 4), and the seat
/// the connection holds in each game. Its two directions are relayed by two tasks.
final class FaultyConversation: LineRewriting {
    private struct State {
        /// Nil for a line that is not a command: its reply is an `ERR` all the same.
        var unanswered: [Command?] = []
        var seats: [GameCode: Seat] = [:]
        /// Whether the `STATE` or `RESUME` reply under way has its `+ REVEAL` line already.
        var revealed = false
        /// The shots of the `+ OUTGOING` or `+ INCOMING` lines kept back to be sent as one.
        var shots: [String]?

        /// The command a final reply answers: the oldest still waiting; nil for a line that was none.
        mutating func takeOldestUnanswered() -> Command? {
            unanswered.isEmpty ? nil : unanswered.removeFirst()
        }
    }

    /// A well-formed fleet for the made-up `+ REVEAL`: the one the case fragments give seat B
    /// (`fleets-placed`), so that what it leaks to seat A is a leak the secrecy case can see.
    private static let madeUpFleet = "carrier:A6:H battleship:C7:H cruiser:E8:H submarine:G8:H destroyer:I9:H"

    private let fault: ImitatedFault?
    private let state = Mutex(State())

    init(imitating fault: ImitatedFault?) {
        self.fault = fault
    }

    /// Notes a line the client sent; a blank one gets no reply.
    func clientSent(_ line: String) {
        guard !line.protocolWords.isEmpty else { return }
        let command = try? Command.parse(line, version: ProtocolLimits.version)
        state.withLock { $0.unanswered.append(command) }
    }

    /// The lines the client gets for `line` from the server: `line` itself unless the fault changes it.
    func serverSent(_ line: String) -> [String] {
        guard let parsed = ServerLine(parsing: line) else { return [line] }
        return state.withLock { state in
            let answered = parsed.kind == .ok || parsed.kind == .err ? state.takeOldestUnanswered() : nil
            if parsed.kind == .ok, let ref = parsed.words.first.flatMap(SeatReference.init), let seat = ref.seat {
                state.seats[ref.code] = seat
            }
            switch fault {
            case .acceptShotsOutOfTurn?:
                guard parsed.kind == .err, parsed.name == ErrorCode.notYourTurn.rawValue,
                      case .fire(let ref, let targets)? = answered, let seat = ref.seat ?? state.seats[ref.code]
                else { return [line] }
                // As the server's switch once made it: every shot a miss, the turn passing on.
                let made = targets.map { "\($0)=miss" } + ["next=\(seat.opponent.rawValue)"]
                return [ServerLine.ok("FIRE", [SeatReference(ref.code, seat).description] + made).description]
            case .revealFleetBeforeOver?:
                switch (parsed.kind, parsed.name) {
                case (.data, "STATE"): state.revealed = false
                case (.data, "REVEAL"): state.revealed = true
                case (.ok, "STATE"), (.ok, "RESUME"):
                    if !state.revealed { return ["+ REVEAL \(Self.madeUpFleet)", line] }
                default: break
                }
                return [line]
            case .reverseShotsInFireReply?:
                guard parsed.kind == .ok, parsed.name == "FIRE", let ref = parsed.words.first else { return [line] }
                let rest = parsed.words.dropFirst()
                let shots = rest.filter { Shot(wireForm: $0) != nil }
                let then = rest.filter { Shot(wireForm: $0) == nil }
                return [ServerLine.ok("FIRE", [ref] + shots.reversed() + then).description]
            case .leaveFireOutOfHelp?:
                return parsed.kind == .data && parsed.name == "HELP" && parsed.words.first == "FIRE" ? [] : [line]
            case .joinShotLines(let kind)?:
                if parsed.kind == .data, parsed.name == kind {
                    state.shots = (state.shots ?? []) + parsed.words
                    return []
                }
                defer { state.shots = nil }
                return (state.shots.map { [ServerLine.data(kind, $0).description] } ?? []) + [line]
            case .dropJoinedEvents?:
                return parsed.kind == .event && parsed.name == "JOINED" ? [] : [line]
            case nil:
                return [line]
            }
        }
    }
}

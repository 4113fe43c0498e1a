import BroadsideCore
import BroadsideProtocol

/// What one seat's player knows of its game, rebuilt from its journal: the seat and its token,
/// the fleet and the order of its shots (fixed in advance), and every shot it knows the server
/// applied, either because it saw the `OK` or because it found the shot stored after a resume.
public struct SeatRecord: Hashable, Sendable {
    public var reference: SeatReference
    public var token: SeatToken
    public var fleet: [ShipPlacement]
    /// The cells this seat fires at, in order; each game ends before they run out.
    public var order: [Coordinate]
    /// Shots the server applied, in the order they were fired.
    public var fired: [Shot] = []
    /// How many of `fired` this seat saw acknowledged with `OK FIRE`.
    public var acknowledged = 0
    /// How many of `fired` were sent but answered only by a crash, and found stored on resume.
    public var recovered = 0
    /// Shots sent but neither answered nor stored: the crash came before the commit (allowed).
    public var unstored = 0
    /// A shot sent and not yet answered.
    public var inFlight: Coordinate?
    /// Resumes whose checks passed.
    public var checks = 0
    /// Connections or commands a live server left unanswered past their time limit.
    public var stalls = 0

    public init(reference: SeatReference, token: SeatToken, fleet: [ShipPlacement], order: [Coordinate]) {
        self.reference = reference
        self.token = token
        self.fleet = fleet
        self.order = order
    }

    public var seat: Seat { reference.seat ?? .a }

    /// The next cell to fire at: the first of `order` the server has not applied.
    public var nextTarget: Coordinate? {
        let done = Set(fired.map(\.target))
        return order.first { !done.contains($0) }
    }

    /// Takes one journal entry into account.
    mutating func apply(_ entry: JournalEntry) {
        switch entry {
        case .seat, .fleet, .order, .note:
            break
        case .fire(let cell):
            inFlight = cell
        case .acknowledged(let shot):
            fired.append(shot)
            acknowledged += 1
            inFlight = nil
        case .recovered(let shot):
            fired.append(shot)
            recovered += 1
            inFlight = nil
        case .unstored:
            unstored += 1
            inFlight = nil
        case .checked:
            checks += 1
        case .stalled:
            stalls += 1
        }
    }
}

import BroadsideCore
import BroadsideProtocol
import Testing

extension TestPlayer {
    /// Creates a classic game with this player in seat A; returns the seat and its token.
    func create(
        against opponent: Opponent, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (seat: SeatReference, token: SeatToken) {
        let created = try await ok(.new(rules: .classic, opponent: opponent), sourceLocation: sourceLocation).final
        let seat = try #require(created.positional.first.flatMap { SeatReference($0) })
        let token = try #require(created[field: "token"].flatMap { SeatToken($0) })
        return (seat, token)
    }

    /// Waits for `* TAKEN`, and returns the seat it says this player no longer holds.
    func waitForTaken() async throws -> SeatReference {
        try await waitForEvent("TAKEN") { event -> SeatReference? in
            if case .taken(let ref) = event { return ref }
            return nil
        }
    }

    /// The final line of the answer to `command`, as the wire has it.
    func answer(_ command: Command) async throws -> String {
        try await send(command).final.description
    }
}

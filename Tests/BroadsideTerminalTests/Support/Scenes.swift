import BroadsideCore
import BroadsideProtocol
@testable import BroadsideTerminal

/// Client states the view tests and docs/CLIENT.md show.
enum Scenes {
    static let size = TerminalSize(columns: 80, rows: 24)

    /// Ann's game in progress: she hit bob's cruiser twice and sank his destroyer; bob hit her carrier.
    static var game: ClientState {
        let state = Fixtures.seatState(
            incoming: ["A3=hit", "F6=miss", "A4=hit"],
            outgoing: ["B2=miss", "C5=hit", "C6=hit", "H8=hit", "H9=sunk:destroyer:H8:H"])
        var client = ClientState(mode: .network, playerName: "ann")
        client.seats[Fixtures.seatA] = Fixtures.model(state)
        client.page = .game(Fixtures.seatA)
        var aim = Aim()
        aim.move(rows: 3, columns: 4)
        client.aims[Fixtures.seatA] = aim
        return client
    }

    /// Ann's editor: carrier and battleship placed, the cruiser in hand where it would touch nothing.
    static var editor: ClientState {
        var client = ClientState(mode: .network, playerName: "ann")
        let state = Fixtures.seatState(phase: .placing, turn: nil, fleet: Array(Fixtures.fleet.prefix(2)), ready: SeatPair(a: false, b: false))
        client.seats[Fixtures.seatA] = Fixtures.model(state)
        var editor = FleetEditor(rules: .classic, placements: Array(Fixtures.fleet.prefix(2)))
        for character in "D3" { _ = editor.type(character) }
        editor.clearTyped()
        editor.rotate()
        client.editors[Fixtures.seatA] = editor
        client.page = .editor(Fixtures.seatA)
        return client
    }

    /// The lobby with a game in progress, a hot-seat game and a finished one.
    static var lobby: ClientState {
        var client = ClientState(mode: .network, playerName: "ann")
        let other = GameCode("P9ZZ2A")!  // a valid code
        let finished = GameCode("H4JJ7M")!  // a valid code
        client.lobby.update([
            GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 4),
            GameListing(summary: Fixtures.summary(SeatReference(other, .a), phase: .waiting, turn: nil, vs: nil), ships: 5, enemyShips: 5),
            GameListing(
                summary: Fixtures.summary(SeatReference(finished, .a), phase: .over, turn: nil, vs: "cleo", rules: .salvo,
                                          score: SeatPair(a: 1, b: 0), winner: .a),
                ships: 2, enemyShips: 0),
        ], now: Fixtures.now)
        return client
    }

    static var handover: ClientState {
        var client = game
        let bob = Fixtures.seatState(Fixtures.seatB, turn: .b, vs: "ann", incoming: ["B2=miss"], outgoing: ["A3=hit"])
        client.seats[Fixtures.seatB] = Fixtures.model(bob)
        client.page = .handover(Fixtures.seatB)
        return client
    }

    static func screen(_ state: ClientState, _ size: TerminalSize = size) -> String {
        ClientView.screen(Presentation(of: state), size: size, now: Fixtures.now).text
    }

    /// The screen's words, whatever lines they were wrapped onto.
    static func words(_ state: ClientState) -> String {
        screen(state).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

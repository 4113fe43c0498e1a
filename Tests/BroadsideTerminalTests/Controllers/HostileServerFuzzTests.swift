import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Whatever a server sends, the client does not trap: the lines a server sends, with their words
/// changed at random (numbers out of range, cells repeated, ships that overlap, seats, phases and
/// references that do not fit the game), are taken in or refused, and the page on screen and the
/// lobby are drawn after each, on the full screen and in line mode. A hostile server is a peer as a hostile client is (code review:
/// `volley=-1` trapped the client at its next draw).
@Suite struct HostileServerFuzzTests {
    static let ref = "K7QX3M/A"

    static let events = [
        "* SHOT \(ref) by=B A1=miss next=A", "* SHOT \(ref) by=A B2=hit C3=sunk:destroyer winner=A",
        "* SHOT \(ref) by=B A1=hit A2=hit A3=sunk:cruiser next=B", "* OVER \(ref) winner=A reason=sunk",
        "* OVER \(ref) winner=B reason=forfeit cause=kept-waiting", "* OVER \(ref) winner=- reason=abandoned",
        "* REVEAL \(ref) carrier:A1:H battleship:C1:H cruiser:E1:H submarine:G1:H destroyer:I1:H",
        "* ROUND \(ref) round=2 first=B", "* JOINED \(ref) vs=bob", "* READY \(ref) seat=B", "* STARTED \(ref) first=A",
        "* REMATCH \(ref) by=B", "* DECLINED \(ref) by=B", "* LEFT \(ref) seat=B", "* BACK \(ref) seat=B", "* TAKEN \(ref)",
    ]

    static let stateReply = [
        "+ STATE \(ref) round=1 rules=classic opponent=human vs=bob phase=playing turn=A shots=1 score=0:0 first=A ready=A,B away=30 turn-seconds=4 volley=1 enemy-volley=1 claim-after=120 turn-limit=300",
        "+ FLEET carrier:A1:H battleship:C1:H cruiser:E1:H submarine:G1:H destroyer:I1:H",
        "+ INCOMING A1=hit J10=miss", "+ OUTGOING B2=miss C3=hit", "+ REVEAL carrier:A6:H battleship:C7:H",
    ]

    static let gamesReply = [
        "+ GAME \(ref) round=2 rules=salvo opponent=human vs=bob phase=playing turn=A ships=5 enemy-ships=3 score=1:0 first=B ready=A,B away=-",
        "+ GAME AAAAAA/B round=1 rules=classic opponent=computer vs=computer phase=over turn=- ships=0 enemy-ships=2 score=0:1 first=A winner=A reason=sunk rematch=- ready=A,B away=-",
    ]

    static let values = [
        "-1", "0", "1", "5", "17", "1000000", "1000001", "9223372036854775807", "-9223372036854775808", "A", "B", "-", "A,B",
        "over", "playing", "placing", "waiting", "salvo", "classic,apart", "computer", "forfeit", "gave-up", "", "1000:999",
        "5:-1", "x",
    ]

    static let ships = ["carrier", "battleship", "cruiser", "submarine", "destroyer", "boat"]

    static func cell(_ generator: inout SeededGenerator) -> String {
        let letter = Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8.random(in: 0...10, using: &generator)))
        return "\(letter)\(Int.random(in: 0...11, using: &generator))"
    }

    /// `text` with one to three of its words (after the line's kind and name) replaced, repeated
    /// or dropped.
    static func mutated(_ text: String, _ generator: inout SeededGenerator) -> String {
        var words = text.split(separator: " ").map(String.init)
        for _ in 0..<Int.random(in: 1...3, using: &generator) where words.count > 2 {
            let at = Int.random(in: 2..<words.count, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0: words[at] = words[at].split(separator: "=").first.map { "\($0)=" } ?? words[at]
            case 1, 2:
                let key = words[at].split(separator: "=").first.map(String.init) ?? words[at]
                words[at] = key + "=" + (values.randomElement(using: &generator) ?? "")
            case 3:
                let results = ["hit", "miss", "sunk:" + (ships.randomElement(using: &generator) ?? "")]
                words[at] = cell(&generator) + "=" + (results.randomElement(using: &generator) ?? "")
            case 4:
                let ship = ships.randomElement(using: &generator) ?? ""
                words[at] = "\(ship):\(cell(&generator)):\(Bool.random(using: &generator) ? "H" : "V")"
            case 5: words.insert(words[at], at: at)
            default: words.remove(at: at)
            }
        }
        if Int.random(in: 0..<8, using: &generator) == 0, words.count > 2 {
            words[2] = ["K7QX3M/B", "AAAAAA/A", "K7QX3M", "K7QX3M/C"].randomElement(using: &generator) ?? words[2]
        }
        return words.joined(separator: " ")
    }

    static func lines(_ texts: [String], _ generator: inout SeededGenerator) -> [ServerLine] {
        texts.compactMap { ServerLine(parsing: Bool.random(using: &generator) ? mutated($0, &generator) : $0) }
    }

    @Test func mutatedServerLinesNeverTrapTheClient() throws {
        var generator = SeededGenerator(seed: 24)
        let seat = try #require(SeatReference(Self.ref))
        for round in 0..<300 {
            let rules: Rules = round.isMultiple(of: 2) ? .classic : .salvo
            var client = Fixtures.client(Fixtures.seatState(rules: rules, outgoing: ["B2=miss"], away: 30))
            for _ in 0..<20 {
                let before = Presentation(of: client.state)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    let data = Self.lines(Self.stateReply, &generator)
                    _ = client.receive(Reply(data: data, final: .ok("STATE", [Self.ref])), to: .state(seat), now: Fixtures.now)
                case 1:
                    let data = Self.lines(Self.gamesReply, &generator)
                    _ = client.receive(Reply(data: data, final: .ok("GAMES", ["count=\(data.count)"])), to: .games, now: Fixtures.now)
                default:
                    let text = Self.events.randomElement(using: &generator) ?? ""
                    guard let line = ServerLine(parsing: Self.mutated(text, &generator)), let event = try? Event(line) else { continue }
                    _ = client.receive(.event(event), now: Fixtures.now)
                }
                _ = client.type(["A1\r", "\u{1B}[B", "r", "?", "?"].randomElement(using: &generator) ?? "")
                let later = Fixtures.now + .seconds(3)
                for page in [client.state.page, .lobby] {
                    var shown = client.state
                    shown.page = page
                    let screen = ClientView.screen(Presentation(of: shown), size: Scenes.size, now: later).text
                    #expect(!screen.isEmpty)
                    // And line mode's: the page, and what changed since the last message.
                    _ = PlainView.page(Presentation(of: shown), now: later, width: 80, settings: PlainSettings())
                }
                _ = PlainView.changes(
                    from: before, to: Presentation(of: client.state), printedAt: Fixtures.now, now: later, width: 80,
                    settings: PlainSettings())
            }
        }
    }
}

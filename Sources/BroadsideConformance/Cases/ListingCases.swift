import BroadsideCore
import BroadsideProtocol

/// PROTOCOL.md 7.4, 7.5 and 7.15: what a transcript cannot check of lists: the order of `GAMES`,
/// by codes the case did not choose; a shot history split over lines as the server chooses; and
/// `HELP`, whose lines come in any order and may be more than the commands of version 1 (15: a
/// later version may add commands).
enum ListingCases {
    /// The shots seat A fires in the case files' fragment `salvo-won-by-a`, in order.
    /// Reads the `+ <kind>` lines that come next on connection `name`, which must hold the shots
    /// of `salvoWonByA`, in order, at most 16 a line, and then a `+ <following>` line.
    private static func splitShots(_ kind: String, then following: String, on name: String, _ context: CaseContext) async throws {
        let connection = try await context.connection(name)
        var lines: [[String]] = []
        var next = try await connection.nextLine(within: context.replyTimeout)
        while let line = next, line.kind == .data, line.name == kind {
            // Only the shots: a field a later server adds is no shot (4.6).
            lines.append(line.words.filter { Shot(wireForm: $0) != nil })
            next = try await connection.nextLine(within: context.replyTimeout)
        }
        let fired = salvoWonByA.split(separator: " ").map(String.init)
        guard lines.allSatisfy({ $0.count <= 16 }), lines.flatMap(\.self) == fired else {
            throw CaseFailure(
                expected: "+ \(kind) lines of at most 16 shots each, together: " + fired.joined(separator: " "),
                actual: lines.map { "+ \(kind) " + $0.joined(separator: " ") }.joined(separator: " | "))
        }
        guard let next, next.kind == .data, next.name == following else {
            throw CaseFailure(expected: "+ \(following) *", actual: next?.description ?? "the server closed connection \(name)")
        }
    }

    static let salvoWonByA = "A6=hit A7=hit A8=hit A9=hit A10=sunk:carrier:A6:H C7=hit C8=hit C9=hit C10=sunk:battleship:C7:H"
        + " E8=hit E9=hit E10=sunk:cruiser:E8:H G8=hit G9=hit G10=sunk:submarine:G8:H B1=miss B2=miss B3=miss I9=hit"
        + " I10=sunk:destroyer:I9:H"

    /// The commands of section 7, and `HELLO` (5.2).
    static let commands = [
        "HELLO", "NEW", "JOIN", "RESUME", "GAMES", "STATE", "PLACE", "REMOVE", "READY", "FIRE", "FORFEIT",
        "CLAIM", "REMATCH", "LEAVE", "PING", "HELP", "QUIT",
    ]

    static var all: [ConformanceCase] {
        [
            .swift(
                "7.4/5",
                quote: "The lines come in the order of the games' codes, character by character in the order of the alphabet of 6.1 (digits before letters), and seat `A` before seat `B` of the same game",
                title: "GAMES lists the seats in the order of their games' codes, whatever the order they were created in, seat A before seat B"
            ) { context in
                let connection = try await context.greeted("a", as: "ann")
                // Ten games: a server listing them in the order they were made passes once in 10!.
                for game in 1...10 {
                    try await context.play("""
                        a> NEW
                        a< OK NEW ${code\(game):code}/A * rules=classic opponent=human
                        """)
                }
                // The last one's seat B too, on the same connection (as a hot-seat client does).
                try await context.play("""
                    a> JOIN ${code10}
                    a< OK JOIN ${code10}/B * rules=classic vs=ann
                    a< * JOINED ${code10}/A vs=ann
                    """)
                try await connection.send("GAMES")
                var references: [String] = []
                while let line = try await connection.nextLine(within: context.replyTimeout), line.kind == .data {
                    references.append(line.words.first ?? "")
                }
                // Codes are ASCII and the alphabet is in ASCII order, and `/A` sorts before `/B`, so
                // sorting the text sorts the references.
                guard references.count == 11, references == references.sorted() else {
                    throw CaseFailure(
                        expected: "11 + GAME lines in the order of their codes, seat A before seat B",
                        actual: references.joined(separator: " "))
                }
            },
            .swift(
                "7.5/10",
                quote: "At most 16 shots per line; longer histories take several lines of the same kind, in order.",
                title: "after a salvo round of 20 shots, STATE gives them in + OUTGOING lines of at most 16 shots each, in the order fired"
            ) { context in
                try await context.play("""
                    use salvo-won-by-a
                    a< * OVER ${code}/A winner=A reason=sunk
                    a< * REVEAL ${code}/A *
                    a> STATE ${code}
                    a< + STATE ${code}/A *
                    a< + FLEET *
                    a< + INCOMING J1=miss J2=miss J3=miss J4=miss J5=miss J6=miss J7=miss J8=miss
                    """)
                try await splitShots("OUTGOING", then: "REVEAL", on: "a", context)
                try await context.play("a< OK STATE ${code}/A")
            },
            .swift(
                "7.5/11",
                quote: "At most 16 shots per line; longer histories take several lines of the same kind, in order.",
                title: "after a salvo round of 20 shots, the seat fired at gets them in + INCOMING lines of at most 16 shots each, in order"
            ) { context in
                try await context.play("""
                    use salvo-won-by-a
                    b< * OVER ${code}/B winner=A reason=sunk
                    b< * REVEAL ${code}/B *
                    b> STATE ${code}
                    b< + STATE ${code}/B *
                    b< + FLEET *
                    """)
                try await splitShots("INCOMING", then: "OUTGOING", on: "b", context)
                try await context.play("""
                    b< + REVEAL *
                    b< OK STATE ${code}/B
                    """)
            },
            .swift(
                "7.15/1",
                quote: "`HELP` sends one `+ HELP` data line per command, then `OK HELP`. Each is `+ HELP <syntax> :<what it does>`",
                title: "HELP sends a + HELP <syntax> :<text> line for HELLO and each command of section 7, in any order,"
                    + " then OK HELP; lines for commands it adds may come too"
            ) { context in
                let connection = try await context.greeted("a", as: "ann")
                try await connection.send("HELP")
                var described: Set<String> = []
                while true {
                    guard let line = try await connection.nextLine(within: context.replyTimeout) else {
                        throw CaseFailure(expected: "+ HELP lines, then OK HELP", actual: "the server closed connection a")
                    }
                    if line.kind == .ok, line.name == "HELP" { break }
                    // The syntax starts with the command's name, as in section 7's notation.
                    guard line.kind == .data, line.name == "HELP", let name = line.words.first, line.text != nil else {
                        throw CaseFailure(expected: "+ HELP <syntax> :<what it does>, or OK HELP", actual: line.description)
                    }
                    described.insert(name.uppercased())
                }
                let missing = commands.filter { !described.contains($0) }
                guard missing.isEmpty else {
                    throw CaseFailure(
                        expected: "a + HELP line for each of " + commands.joined(separator: " "),
                        actual: "none for " + missing.joined(separator: " "))
                }
            },
        ]
    }
}

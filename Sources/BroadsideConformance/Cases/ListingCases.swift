/// PROTOCOL.md 7.4: what a transcript cannot check of `GAMES`, the order of codes it did not choose.
enum ListingCases {
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
        ]
    }
}

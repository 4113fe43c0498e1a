/// PROTOCOL.md 7.4: what a transcript cannot check of `GAMES`, the order of codes it did not choose.
enum ListingCases {
    static var all: [ConformanceCase] {
        [
            .swift(
                "7.4/5",
                quote: "The lines come in the order of the games' codes, character by character in the order of the alphabet of 6.1 (digits before letters), and seat `A` before seat `B` of the same game",
                title: "GAMES lists the seats in the order of their games' codes, whatever the order they were created in"
            ) { context in
                let connection = try await context.greeted("a", as: "ann")
                for _ in 1...4 {
                    try await context.play("""
                        a> NEW
                        a< OK NEW * rules=classic opponent=human
                        """)
                }
                try await connection.send("GAMES")
                var references: [String] = []
                while let line = try await connection.nextLine(within: context.replyTimeout), line.kind == .data {
                    references.append(line.words.first ?? "")
                }
                // Codes are ASCII and the alphabet is in ASCII order, so sorting the text sorts the codes.
                guard references.count == 4, references == references.sorted() else {
                    throw CaseFailure(
                        expected: "4 + GAME lines in the order of their codes",
                        actual: references.joined(separator: " "))
                }
            },
        ]
    }
}

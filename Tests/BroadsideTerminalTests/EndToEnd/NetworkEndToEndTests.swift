import Foundation
import Testing

@Suite("End to end: two broadside play clients on two pseudo-terminals against broadside serve", .serialized)
struct NetworkEndToEndTests {
    @Test(.timeLimit(.minutes(3)))
    func twoPlayersPlayAGameOverTheNetwork() async throws {
        try await Self.withServer(homes: 2) { server, homes in
            let (annHome, bobHome) = (homes[0], homes[1])

            let ann = try ChildProcess.onTerminal(server.playCommand(as: "ann"), environment: annHome.environment)
            defer { ann.stop() }
            let code = try await Self.createGameAndPlaceAFleet(ann)

            let bob = try ChildProcess.onTerminal(server.playCommand(as: "bob"), environment: bobHome.environment)
            defer { bob.stop() }
            try await Self.joinAndPlaceAFleet(bob, code: code)

            // Whoever has the turn fires at the next cell in order, until one of them has won.
            let players = [("ann", ann), ("bob", bob)]
            var next = ["ann": 0, "bob": 0]
            var shots = 0
            var lastShotAt = ContinuousClock.now
            while shots < 200 {
                var fired = false
                for (name, client) in players {
                    let screen = client.screen
                    if screen.contains("Game over") { fired = true; shots = 200; break }
                    guard screen.contains("\(name), it's your turn"), let index = next[name] else { continue }
                    next[name] = index + 1
                    client.send(everyCell[index] + "\r")
                    try await client.waitFor("\(name)'s shot at \(everyCell[index])") {
                        $0.contains("You fired at \(everyCell[index])") || $0.contains("Game over")
                    }
                    fired = true
                    shots += 1
                }
                if fired {
                    lastShotAt = .now
                } else {
                    // A screen that never gives either player the turn ends the test with both screens.
                    try #require(ContinuousClock.now - lastShotAt < .seconds(30), "nobody's turn:\n\(ann.screen)\n\(bob.screen)")
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
            // The series score counts the round on both screens.
            for (_, client) in players {
                try await client.waitFor("the score") { $0.contains("score 1-0") || $0.contains("score 0-1") }
            }
            // Each screen says the end to its own player: the winner's that they won, the other's who did.
            let annWon = ann.screen.contains("Game over: you win!")
            let (winner, loser) = annWon ? (ann, bob) : (bob, ann)
            #expect(winner.screen.contains("Game over: you win!"))
            #expect(loser.screen.contains("Game over: \(annWon ? "ann" : "bob") wins."))

            // An offer can be declined with one key: the offerer is told, and may offer again.
            ann.send("r")
            try await ann.waitFor("Rematch offered: waiting for bob.")
            try await bob.waitFor(wrapped: "ann offers a rematch: press r to accept, press n to decline.")
            bob.send("n")
            try await bob.waitFor("You declined ann's offer of a rematch.")
            try await ann.waitFor("bob declined the rematch.")
            // Rematch is one key each: the offer, the acceptance, then both place a fleet for round 2.
            ann.send("r")
            try await ann.waitFor("Rematch offered: waiting for bob.")
            try await bob.waitFor(wrapped: "ann offers a rematch: press r to accept, press n to decline.")
            bob.send("r")
            for (_, client) in players { try await client.waitFor("round 2") }
            try await bob.waitFor("Carrier at A1 across")

            for client in [ann, bob] {
                client.send("\u{03}")
                #expect(try await client.exitStatus() == 0)
            }
            #expect(try await server.terminate() == 0)
        }
    }

    /// Ann offers a rematch and quits; started again, her client learns from the server alone
    /// that the offer stands, in the lobby and on the game's screen, and why she won (`cause=`):
    /// bob gave the round up, where a client told only `reason=forfeit` could not say which.
    @Test(.timeLimit(.minutes(3)))
    func aRematchOfferIsStillShownAfterTheClientIsStartedAgain() async throws {
        try await Self.withServer(homes: 2) { server, homes in
            let (annHome, bobHome) = (homes[0], homes[1])
            let annCommand = server.playCommand(as: "ann")

            let ann = try ChildProcess.onTerminal(annCommand, environment: annHome.environment)
            defer { ann.stop() }
            let code = try await Self.createGameAndPlaceAFleet(ann)
            let bob = try ChildProcess.onTerminal(server.playCommand(as: "bob"), environment: bobHome.environment)
            defer { bob.stop() }
            try await Self.joinAndPlaceAFleet(bob, code: code)
            try await bob.waitFor("Waiting for ann to fire")
            // Bob gives the round up (X asks first, y answers once asked), and ann offers a rematch.
            bob.send("X")
            try await bob.waitFor("Forfeit this round? You lose it. y/n")
            bob.send("y")
            try await ann.waitFor("Game over: you win, bob forfeited!")
            ann.send("r")
            try await ann.waitFor(wrapped: "Rematch offered: waiting for bob.")
            try await bob.waitFor("ann offers a rematch")
            ann.send("\u{03}")
            #expect(try await ann.exitStatus() == 0)

            let again = try ChildProcess.onTerminal(annCommand, environment: annHome.environment)
            defer { again.stop() }
            try await again.waitFor("rematch offered")
            again.send("\r")
            try await again.waitFor(wrapped: "Game over: you win, bob forfeited! Rematch offered: waiting for bob.")
            for client in [again, bob] {
                client.send("\u{03}")
                #expect(try await client.exitStatus() == 0)
            }
            #expect(try await server.terminate() == 0)
        }
    }

    /// Two people on one machine and one account: each client resumes only its own player's seats,
    /// so starting the second does not take the first one's game away.
    @Test(.timeLimit(.minutes(2)))
    func twoPlayersSharingOneHomeKeepTheirOwnSeats() async throws {
        try await Self.withServer(homes: 1) { server, homes in
            let sharedHome = homes[0]

            let ann = try ChildProcess.onTerminal(server.playCommand(as: "ann"), environment: sharedHome.environment)
            defer { ann.stop() }
            let code = try await Self.createGameAndPlaceAFleet(ann)

            let bob = try ChildProcess.onTerminal(server.playCommand(as: "bob"), environment: sharedHome.environment)
            defer { bob.stop() }
            try await bob.waitFor("bob's games")
            #expect(!bob.screen.contains(code), "\(bob.screen)")
            try await Self.join(bob, code: code)
            // Ann still holds her seat: she hears that bob joined.
            try await ann.waitFor("Waiting for bob to place their fleet.")
            #expect(!ann.screen.contains("resumed by another client"), "\(ann.screen)")
            for client in [ann, bob] {
                client.send("\u{03}")
                #expect(try await client.exitStatus() == 0)
            }
            #expect(try await server.terminate() == 0)
        }
    }

    /// `broadside serve` on a pseudo-terminal and `homes` fresh homes for the players: the server
    /// is stopped and every home removed however the test ends.
    private static func withServer(homes count: Int, _ body: (ServerOnTerminal, [TemporaryHome]) async throws -> Void) async throws {
        let serverHome = try TemporaryHome()
        var homes: [TemporaryHome] = []
        defer { ([serverHome] + homes).forEach { $0.remove() } }
        for _ in 0..<count { homes.append(try TemporaryHome()) }
        let server = try await ServerOnTerminal.start(home: serverHome)
        defer { server.process.stop() }
        try await body(server, homes)
    }

    /// Bob, in his lobby, joins the game `code`: once the fleet editor shows.
    static func join(_ bob: ChildProcess, code: String) async throws {
        try await bob.waitFor("bob's games")
        bob.send("c")
        try await bob.waitFor("Code of the game to join")
        bob.send(code + "\r")
        try await bob.waitFor("Carrier at A1 across")
    }

    /// Bob, in his lobby, joins the game `code`, places a fleet at random and is ready.
    private static func joinAndPlaceAFleet(_ bob: ChildProcess, code: String) async throws {
        try await join(bob, code: code)
        bob.send("R")
        try await bob.waitFor("Every ship is placed")
        bob.send("\r")
    }

    /// Ann, in her lobby, creates a game with the form's defaults; its code, once the editor shows it.
    static func createGame(_ ann: ChildProcess) async throws -> String {
        try await ann.waitFor("ann's games")
        ann.send("n")
        try await ann.waitFor("new game")
        ann.send("\r")
        let created = try await ann.waitFor("the join code") { firstMatch(#"give them the code (\w{6})"#, in: $0) != nil }
        return try #require(firstMatch(#"give them the code (\w{6})"#, in: created))
    }

    /// Ann, in her lobby, creates a game, places a fleet at random and is ready; the game's code.
    private static func createGameAndPlaceAFleet(_ ann: ChildProcess) async throws -> String {
        let code = try await createGame(ann)
        ann.send("R")
        try await ann.waitFor("Every ship is placed")
        ann.send("\r")
        try await ann.waitFor("the game screen") { $0.contains("Enemy waters") && $0.contains("Waiting for an opponent") }
        return code
    }
}

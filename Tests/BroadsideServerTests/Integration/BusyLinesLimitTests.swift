@testable import BroadsideServer
import BroadsideChaos
import BroadsideServerCore
import Testing

/// A client with many addresses, each within its own budget of lines, had every other game
/// stalled for seconds (sixteen loopback addresses in a hostile-client audit). The lines of
/// busy addresses past their quiet allowance share one budget (`--busy-lines-per-second`,
/// PROTOCOL.md 11): past it they wait unread, none refused or lost, while a player's address,
/// within its allowance, is read at once.
@Suite(.timeLimit(.minutes(2))) struct BusyLinesLimitTests {
    @Test func busyAddressesWaitOnTheSharedBudgetWhileAQuietOneIsRead() async throws {
        var limits = ServerLimits()
        limits.busyLinesPerSecond = 2  // two at once, then one each half second
        limits.commandsPerSecond = 100_000  // so that no line is refused by the connection's own rate
        limits.commandBurst = 100_000
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let player = try await AttackConnection.connect(port: server.port, caPath: server.caPath, from: "127.0.0.4")
            let busy = [
                try await AttackConnection.connect(port: server.port, caPath: server.caPath, from: "127.0.0.2"),
                try await AttackConnection.connect(port: server.port, caPath: server.caPath, from: "127.0.0.3"),
            ]
            // HELLO and 199 PINGs are read at once, within each busy address's allowance; the rest
            // find the shared budget (two a second) spent, and wait for the allowance to refill.
            let pings = 1000
            for connection in busy {
                try await connection.send("HELLO 1 mallory\n" + String(repeating: "PING\n", count: pings))
            }
            try await log.waitFor(
                "warning held back lines 1 time from busy addresses (past 100 lines a second each) over --busy-lines-per-second, all of them together, until the budget allowed them; the last from 127.0.0.")
            try await player.send("HELLO 1 ann\nPING ann\n")
            try await player.waitForText("OK PING ann", timeout: .seconds(20))
            // The busy addresses' lines past their allowance come a hundred a second: most still wait.
            let answered = busy.map { $0.receivedText.components(separatedBy: "OK PING\n").count - 1 }.reduce(0, +)
            #expect(answered < 2 * pings - 200)
            for connection in busy {
                try await connection.waitForText(String(repeating: "OK PING\n", count: pings), timeout: .seconds(60))
            }
        }
    }
}

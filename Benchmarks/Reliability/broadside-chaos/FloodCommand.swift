import ArgumentParser
import BroadsideChaos
import BroadsideClient
import Foundation

/// `broadside-chaos flood`: honest games' latency with and without an attack on the same server.
struct FloodCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flood",
        abstract: "Measure honest games' shot latency alone, then under slowloris, floods and idle connections.",
        discussion: """
            Starts `broadside serve` (with --timeout-seconds for its handshake, HELLO and line \
            timeouts), plays --tables honest games back to back for --seconds and records every \
            shot's round trip; then does it again while the attackers run: clients that drip a \
            line a byte a second, never say HELLO, never finish the TLS handshake, flood PING, \
            never read, PING within their connection's rate, or handshake and close in a loop. \
            Prints p50/p99 for both, the server's peak resident memory, and how many of each \
            attacker the server dropped (a handshaker: refused a connection before TLS). \
            With --addresses above 1 the attackers come from that many loopback addresses \
            (127.0.0.2 on) and the server keeps its limits per address; otherwise they come from \
            127.0.0.1, as the honest games do, and those limits are raised out of the way. The \
            honest players then think a quarter of a second before each shot, as people do, so \
            that their address stays within its quiet allowance of lines.
            """
    )

    @Option(help: "Honest games played at once.") var tables = 10
    @Option(help: "Seconds of each phase.") var seconds = 20
    @Option(help: "The server's handshake, HELLO and line timeouts, in seconds.") var timeoutSeconds = 5
    @Option(help: "Connections that drip a line one byte a second.") var slowLines = 200
    @Option(help: "Connections that never say HELLO.") var silent = 1000
    @Option(help: "Connections that never finish the TLS handshake.") var halfHandshakes = 200
    @Option(help: "Connections that flood PING.") var floods = 20
    @Option(help: "Connections that never read their socket.") var nonReaders = 20
    @Option(help: "Connections that PING 90 times a second, within their connection's rate.") var pingers = 0
    @Option(help: "Clients that complete a TLS handshake, close and connect again, in a loop.") var handshakers = 0
    @Option(help: "Loopback addresses the attackers connect from, spread evenly (1: 127.0.0.1).") var addresses = 1
    @Option(help: ArgumentHelp(
        "Milliseconds each honest player thinks before a shot (default: 0, or 250 with --addresses above 1).",
        valueName: "ms"))
    var thinkMilliseconds: Int?
    @Option(help: ArgumentHelp("The broadside executable (default: beside this one).", valueName: "path"))
    var executable: String?

    func run() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("broadside-flood-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Attackers that connect from 127.0.0.1 would be refused by the limits per address
        // before the limits under test could drop them; from many addresses, those limits are
        // under test too. The honest games, all from 127.0.0.1, have the players' budgets raised
        // either way.
        let limits = ["--handshake-timeout", "--hello-timeout", "--line-timeout"].flatMap { [$0, "\(timeoutSeconds)"] }
            + PlayerBudgets.serverArguments
            + (addresses > 1 ? [] : ["--connections-per-address", "100000", "--new-connections-per-second", "100000", "--busy-connections-per-second", "1000000",
                                  "--address-lines-per-second", "1000000", "--busy-lines-per-second", "1000000"])
        let server = try await ServerProcess.start(
            executable: try executable ?? Executables.find("broadside", variable: "BROADSIDE_EXECUTABLE"),
            dataDirectory: directory + "/server", arguments: limits)
        defer { server.process.kill() }
        let client = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
        let idle = server.process.residentBytes() ?? 0

        print("phase 1: \(tables) honest games for \(seconds) s")
        let think = Duration.milliseconds(thinkMilliseconds ?? (addresses > 1 ? 250 : 0))
        let quiet = try await HonestGames.play(
            tables, on: client, journalsIn: directory + "/quiet", seed: 1, shotPause: think, until: .now + .seconds(seconds))
        let afterQuiet = server.process.residentBytes() ?? 0

        let counts: [(Attacker, Int)] = [
            (.slowLine, slowLines), (.silent, silent), (.halfHandshake, halfHandshakes), (.flood, floods), (.nonReader, nonReaders),
            (.pinger, pingers), (.handshaker, handshakers),
        ]
        let sources = addresses > 1 ? (0..<addresses).map { "127.0.\(($0 + 2) / 256).\(($0 + 2) % 256)" } : [nil]
        print("phase 2: the same while \(counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")) attack"
            + (addresses > 1 ? " from \(addresses) addresses" : ""))
        let deadline = ContinuousClock.now + .seconds(seconds)
        let peak = Shared(0)
        let sampler = Task {
            while !Task.isCancelled {
                let bytes = server.process.residentBytes() ?? 0
                peak.update { $0 = max($0, bytes) }
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        async let attacked = HonestGames.play(
            tables, on: client, journalsIn: directory + "/attacked", seed: 2, shotPause: think, until: deadline)
        let dropped = await withTaskGroup(of: (Attacker, Bool).self) { group in
            for (attacker, count) in counts {
                for index in 0..<count {
                    let source = sources[index % sources.count]
                    group.addTask {
                        (attacker, await attacker.attack(port: server.port, caPath: server.caPath, from: source, until: deadline + .seconds(2)))
                    }
                }
            }
            return await group.reduce(into: [Attacker: Int]()) { tally, result in tally[result.0, default: 0] += result.1 ? 1 : 0 }
        }
        let underAttack = try await attacked
        sampler.cancel()

        func figures(_ samples: [Duration]) -> String {
            String(format: "%d shots, p50 %.2f ms, p99 %.2f ms", samples.count,
                   HonestGames.quantile(0.5, of: samples), HonestGames.quantile(0.99, of: samples))
        }
        print("without attack: \(figures(quiet))")
        print("under attack:   \(figures(underAttack))")
        print("server resident memory: \(idle >> 20) MiB idle, \(afterQuiet >> 20) MiB after phase 1, peak \(peak.value >> 20) MiB under attack")
        for (attacker, count) in counts {
            print("\(attacker.rawValue): \(dropped[attacker, default: 0]) of \(count) dropped by the server")
        }
    }
}

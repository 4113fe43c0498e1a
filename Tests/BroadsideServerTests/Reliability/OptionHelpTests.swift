import BroadsideChaos
import Foundation
import Testing

/// What `--help` says of the options: placeholders that name a unit, defaults as a person writes
/// them, the general options before the limits, and sentences that hold.
@Suite(.timeLimit(.minutes(5))) struct OptionHelpTests {
    /// The help of `command`, its lines joined as ArgumentParser wrapped them.
    private func help(_ command: String) async throws -> String {
        let process = try SpawnedProcess.start(try Repository.broadside(), [command, "--help"])
        defer { process.kill() }
        #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) == 0)
        return process.outputText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `--idle-timeout <idle-timeout>` says nothing the option's name does not; `<s>` in one
    /// command and `<seconds>` in another would make two names for one unit.
    @Test(arguments: ["serve", "prune", "check", "play", "hotseat", "solo", "conformance", "certs"])
    func placeholdersNameTheValueNotTheOption(command: String) async throws {
        let text = try await help(command)
        let options = text.matches(of: /--([a-z-]+) <([^>]+)>/).map { (option: String($0.1), placeholder: String($0.2)) }
        #expect(!options.isEmpty)
        for (option, placeholder) in options {
            #expect(placeholder != option, "--\(option) <\(placeholder)>")
            #expect(placeholder != "s", "--\(option) <\(placeholder)>")
        }
    }

    @Test func defaultsAreShownAsWritten() async throws {
        let text = try await help("serve")
        #expect(text.contains("--commands-per-second <rate> Commands per second"))
        #expect(text.contains("a fraction is allowed. (default: 100)"), "\(text)")
        #expect(text.contains("--command-burst <count> Commands a connection may send in a burst (and 512 bytes a command). (default: 200)"), "\(text)")
        #expect(try await help("conformance").contains("(default: 5)"))
    }

    @Test(arguments: [
        ("serve", ["SERVER: --host", "LIMITS: --handshake-timeout", "OPTIONS: --version"]),
        ("conformance", ["CHECKING: --ca", "LIMITS OF THE SERVER UNDER TEST: --handshake-timeout", "OPTIONS: --version"]),
    ])
    func theGeneralOptionsComeBeforeTheLimits(command: String, headings: [String]) async throws {
        let text = try await help(command)
        let places = headings.map { text.range(of: $0)?.lowerBound }
        #expect(places.allSatisfy { $0 != nil }, "\(text)")
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "\(text)")
    }

    /// The flood count as PROTOCOL.md 11 defines it, and the clients that find the development CA
    /// by themselves: no others do.
    @Test func theSentencesSayWhatHappens() async throws {
        let text = try await help("serve")
        #expect(text.contains(
            "--flood-limit <count> Refusals (ERR RATE_LIMITED) a connection may get before the next one is BYE FLOOD; "
                + "the count starts again at the first line let through at least one second after the last refusal."))
        #expect(text.contains(
            "Only `broadside play`, `solo` and `conformance` run by the same user find that CA by themselves, when the "
                + "server uses the default data directory and they connect to localhost, 127.0.0.1 or ::1"))
        #expect(!text.contains("automatically"))
        #expect(text.contains("Stop with Ctrl-C, SIGTERM or SIGHUP"))
        let protocolText = try String(contentsOfFile: Repository.root + "/Protocol/PROTOCOL.md", encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(protocolText.contains(
            "the count starts again from zero at the first line let through at least one second after the last refusal"))
    }
}

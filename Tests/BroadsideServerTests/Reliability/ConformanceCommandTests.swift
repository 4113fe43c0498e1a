import BroadsideChaos
import Foundation
import Testing

/// `broadside conformance` as Protocol/README.md shows it, where no server is needed.
@Suite(.timeLimit(.minutes(5))) struct ConformanceCommandTests {
    private func run(_ arguments: [String], environment: [String: String]? = nil) async throws -> (status: Int32?, output: String) {
        let process = try SpawnedProcess.start(try Repository.broadside(), ["conformance"] + arguments, environment: environment)
        defer { process.kill() }
        let status = try await process.waitForExit(timeout: .seconds(60))
        return (WaitStatus.exitCode(status), process.outputText)
    }

    @Test func listingNeedsNoServerAndChoosesBySectionOrCase() async throws {
        let all = try await run(["--list"])
        #expect(all.status == 0)
        #expect(all.output.contains("7.9/3 "))
        let one = try await run(["--list", "--section", "7.9/3"])
        #expect(one.output.split(separator: "\n").map { $0.split(separator: " ").first } == ["7.9/3"])
        let section = try await run(["--list", "--section", "7.9"])
        #expect(section.output.split(separator: "\n").allSatisfy { $0.hasPrefix("7.9/") })
        #expect(section.output.split(separator: "\n").count > 1)
    }

    /// A typo must not read as a clean run of nothing.
    @Test func aChoiceWithNoCasesAndAMissingCaseDirectoryAreRefusedInASentence() async throws {
        let none = try await run(["127.0.0.1:1", "--section", "99"])
        #expect(none.status == 64)
        #expect(none.output == "broadside conformance: no case is 99 or in its section; --list shows them\n")
        let missing = try await run(["--list", "--cases", "/nonexistent/cases"])
        #expect(missing.status == 1)
        #expect(missing.output == "broadside conformance: there is no directory /nonexistent/cases to read the cases from\n")
    }

    /// Without --ca, a server on this machine is trusted through the development CA that
    /// `broadside serve` made in the default data directory, as `play` trusts it.
    @Test func aLocalServerIsTrustedAsPlayTrustsIt() async throws {
        try await withTemporaryDirectory { dataHome in
            let server = try await ServerProcess.start(executable: try Repository.broadside(), dataDirectory: dataHome + "/broadside")
            defer { server.process.kill() }
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_DATA_HOME"] = dataHome
            let checked = try await run(["127.0.0.1:\(server.port)", "--section", "5"], environment: environment)
            #expect(checked.status == 0, "\(checked.output)")
            #expect(checked.output.contains("0 failed"), "\(checked.output)")
        }
    }
}

import BroadsideChaos
import Foundation
import Testing

/// `broadside conformance` as Protocol/README.md shows it, where no server is needed.
@Suite struct ConformanceCommandTests {
    private func run(_ arguments: [String]) async throws -> (status: Int32?, output: String) {
        let process = try SpawnedProcess.start(try Repository.broadside(), ["conformance"] + arguments)
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
        #expect(none.status == 1)
        #expect(none.output == "broadside conformance: no case is 99 or in its section; --list shows them\n")
        let missing = try await run(["--list", "--cases", "/nonexistent/cases"])
        #expect(missing.status == 1)
        #expect(missing.output == "broadside conformance: there is no directory /nonexistent/cases to read the cases from\n")
    }
}

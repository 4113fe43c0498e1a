import BroadsideConformance
import Testing

/// The suite must notice a server that breaks the spec: each imitated fault must fail a case.
@Suite("The conformance suite catches broken servers")
struct MutationTests {
    @Test(
        "an imitated fault fails the cases that check what it breaks",
        arguments: [
            (ImitatedFault.acceptShotsOutOfTurn, "7.9", "7.9/3"),
            (ImitatedFault.revealFleetBeforeOver, "13", "13/1"),
            (ImitatedFault.reverseShotsInFireReply, "4.6", "4.6/1"),
            (ImitatedFault.leaveFireOutOfHelp, "7.15", "7.15/1"),
            (ImitatedFault.joinShotLines("OUTGOING"), "7.5", "7.5/10"),
            (ImitatedFault.joinShotLines("INCOMING"), "7.5", "7.5/11"),
        ])
    func faultIsCaught(fault: ImitatedFault, section: String, mustFail: String) async throws {
        let report = try await run(section, imitating: fault)
        let failed = report.results.filter { $0.verdict == .failed }.map(\.id.description)
        #expect(failed.contains(mustFail), "with \(fault) imitated, the failed cases were \(failed)")
    }

    /// A line that never comes is named by its pattern in the failure, not as any line: what a
    /// server's author needs to know what is missing without opening the case file.
    @Test func aLineThatNeverComesIsNamedInTheFailure() async throws {
        let report = try await run("7.2/1", imitating: .dropJoinedEvents)
        let failure = try #require(report.results.first?.failure, "\(report.results.map(\.text))")
        #expect(failure.expected.hasPrefix("* JOINED ") && failure.expected.hasSuffix("/A vs=bob on connection a"), "\(failure)")
        #expect(failure.actual.hasPrefix("nothing within "), "\(failure)")
    }

    /// So that it is the fault, not the proxy, that fails those cases.
    @Test("the proxy imitating nothing passes the same sections", arguments: ["7.9", "13", "4.6", "7.15", "7.5"])
    func proxyAloneBreaksNothing(section: String) async throws {
        let report = try await run(section, imitating: nil)
        let problems = report.results.filter { $0.verdict != .passed }.map(\.text)
        #expect(!report.results.isEmpty && problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The sections run time nothing out: with the short limits, on a busy machine, the server
    /// timed out a connection waiting for a line the fault dropped before the suite's wait ended.
    private func run(_ section: String, imitating fault: ImitatedFault?) async throws -> SuiteReport {
        let suite = try ConformanceSuite.builtIn()
        return try await ConformanceServer.with(limits: ConformanceServer.patientLimits) { options in
            try await LineRewritingProxy.with(rewriting: { FaultyConversation(imitating: fault) }, before: options) { proxied in
                var options = proxied
                options.section = section
                return await suite.run(options)
            }
        }
    }
}

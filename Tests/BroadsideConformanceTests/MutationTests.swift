import BroadsideConformance
import BroadsideServerCore
import Testing

/// The suite must notice a server that breaks the spec: each deliberate fault must fail a case.
@Suite("The conformance suite catches broken servers")
struct MutationTests {
    @Test(
        "a deliberate fault fails the cases that check what it breaks",
        arguments: [
            (DeliberateFault.acceptShotsOutOfTurn, "7.9", "7.9/3"),
            (DeliberateFault.revealFleetBeforeOver, "13", "13/1"),
            (DeliberateFault.reverseShotsInFireReply, "4.6", "4.6/1"),
        ])
    func faultIsCaught(fault: DeliberateFault, section: String, mustFail: String) async throws {
        let suite = try ConformanceSuite.builtIn()
        let report = try await ConformanceServer.with(faults: [fault]) { options in
            var options = options
            options.section = section
            return await suite.run(options)
        }
        let failed = report.results.filter { $0.verdict == .failed }.map(\.id.description)
        #expect(failed.contains(mustFail), "with \(fault) on, the failed cases were \(failed)")
    }
}

import BroadsideConformance
import Testing

/// The suite must not fail a server that differs from ours only where the spec lets it: each
/// imitated liberty must pass every case but those whose subject it gives up.
@Suite("The conformance suite is fair to servers written by others")
struct LibertyTests {
    /// Every section but the TLS cases of 2, which would test the proxy's TLS, and the waits of 11.
    static let sections = ["3", "4", "5", "6", "7", "8", "9", "10", "13"]

    @Test(
        "a server taking liberties the spec allows fails no case, or only those about what it leaves out",
        arguments: [
            ([ImitatedLiberty.freeTextOnEveryLine, .seatBEventsFirst, .helpReversedAndExtended], []),
            // These cases are about the fields section 15 lets a server leave out.
            ([.laterFieldsLeftOut], ["7.3/5", "7.4/3", "7.4/6", "7.5/8", "7.5/9", "7.12/7", "7.17/7", "7.17/8", "10/4"]),
        ] as [([ImitatedLiberty], [String])])
    func libertiesPass(liberties: [ImitatedLiberty], failing: [String]) async throws {
        let suite = try ConformanceSuite.builtIn()
        let results = try await ConformanceServer.with { options in
            try await LineRewritingProxy.with(rewriting: { LibertyConversation(taking: Set(liberties)) }, before: options) {
                proxied in
                var results: [CaseResult] = []
                for section in Self.sections {
                    var options = proxied
                    options.section = section
                    results += await suite.run(options).results
                }
                return results
            }
        }
        let failed = results.filter { $0.verdict != .passed }
        #expect(results.count > 100)
        #expect(failed.map(\.id.description) == failing, "\(failed.map(\.text).joined(separator: "\n"))")
    }
}

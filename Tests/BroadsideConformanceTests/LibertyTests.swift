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
            ([.laterFieldsLeftOut], [
                "7.3/5", "7.4/3", "7.4/6", "7.5/8", "7.5/9", "7.5/12", "7.10/1", "7.10/4", "7.11/5", "7.11/7", "7.11/8",
                "7.12/7", "7.17/7", "7.17/8", "10/4",
            ]),
        ] as [([ImitatedLiberty], [String])])
    func libertiesPass(liberties: [ImitatedLiberty], failing: [String]) async throws {
        let results = try await Self.results(taking: liberties, in: Self.sections)
        let failed = results.filter { $0.verdict != .passed }
        #expect(results.count > 100)
        #expect(failed.map(\.id.description) == failing, "\(failed.map(\.text).joined(separator: "\n"))")
    }

    /// Section 15 lets a server speak version 1 only: the cases that say `HELLO 2` cannot hold it to version 2.
    @Test("a server of version 1 alone has the cases of version 2 skipped, and fails none")
    func aServerOfVersionOneAloneSkipsTheCasesOfVersionTwo() async throws {
        let results = try await Self.results(taking: [.versionOneAlone], in: ["7.17", "15"])
        let failed = results.filter { $0.verdict == .failed }
        #expect(failed.isEmpty, "\(failed.map(\.text).joined(separator: "\n"))")
        let versionTwo = ["7.17/1", "7.17/2", "7.17/3", "7.17/4", "7.17/5", "7.17/7", "7.17/8", "7.17/9", "7.17/10", "7.17/11", "15/1"]
        #expect(results.filter { $0.verdict == .skipped }.map(\.id.description) == versionTwo)
        #expect(results.filter { $0.verdict == .skipped }.allSatisfy { $0.skipReason?.contains("versions=1") == true })
        #expect(results.filter { $0.verdict == .passed }.map(\.id.description) == ["7.17/6", "15/2"])
    }

    /// The results of `sections` against our server taking `liberties`.
    private static func results(taking liberties: [ImitatedLiberty], in sections: [String]) async throws -> [CaseResult] {
        let suite = try ConformanceSuite.builtIn()
        return try await ConformanceServer.with { options in
            try await LineRewritingProxy.with(rewriting: { LibertyConversation(taking: Set(liberties)) }, before: options) {
                proxied in
                var results: [CaseResult] = []
                for section in sections {
                    var options = proxied
                    options.section = section
                    results += await suite.run(options).results
                }
                return results
            }
        }
    }
}

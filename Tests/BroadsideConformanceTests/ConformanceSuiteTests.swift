import BroadsideConformance
import BroadsideProtocol
import Testing

@Suite("The conformance suite against our server")
struct ConformanceSuiteTests {
    /// Codes no client can provoke from a running server, and why; every other code of section 12
    /// must come up in a run of the suite.
    static let unprovokable: [String: String] = [
        ErrorCode.unavailable.rawValue: "needs the server's storage to fail",
        ErrorCode.noRoom.rawValue: "the standard fleet always fits on an empty enough grid",
        ByeCode.flood.rawValue: "whether 1000 limited commands come in a row depends on the server's read speed",
        ByeCode.serverFull.rawValue: "needs 10000 connections",
        ByeCode.shutdown.rawValue: "needs the server to be stopped",
    ]

    @Test("every case, SHOULD-level ones included, passes against BroadsideServer")
    func everyCasePasses() async throws {
        let suite = try ConformanceSuite.builtIn()
        let report = try await ConformanceServer.with { options in await suite.run(options) }
        let problems = report.results.filter { $0.verdict != .passed }.map(\.text)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(report.passed == suite.cases.count)
        #expect(report.passed >= 40)

        let codes = ErrorCode.allCases.map(\.rawValue) + ByeCode.allCases.map(\.rawValue)
        let unseen = Set(codes).subtracting(report.codesSeen).subtracting(Self.unprovokable.keys)
        #expect(unseen.isEmpty, "codes of PROTOCOL.md 12 no case provoked: \(unseen.sorted())")
    }
}

import BroadsideConformance
import Testing

/// `sleep` may wait for a number the server chose (`ERR TOO_EARLY wait=${wait:int}`, then
/// `sleep ${wait}`): one that cannot be waited for must fail the case, not crash the suite.
@Suite("Sleeping in a case")
struct SleepTests {
    @Test(
        "a wait that is not a finite number of seconds up to the longest wait fails the case",
        arguments: [
            ("sleep 1e30", "a wait of at most 30.0s", "1e30s"),
            ("sleep inf", "a number of seconds to sleep", "inf"),
            ("sleep -1", "a number of seconds to sleep", "-1"),
            // `:int` takes any run of digits, so the server can send more than fits in an Int64.
            (
                "a hello ann\na> PING 1234567890123456789012345\na< OK PING ${wait:int}\nsleep ${wait}",
                "a wait of at most 30.0s", "1234567890123456789012345s"
            ),
        ])
    func impossibleWaitFails(steps: String, expected: String, actual: String) async throws {
        let file = """
            case 99/1 MUST
              title  a wait the suite cannot make
              quote  how long, in whole seconds rounded up
            \(steps.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            end

            """
        let suite = try ConformanceSuite(files: [("sleeps.cases", file)])
        let report = try await ConformanceServer.with(limits: ConformanceServer.patientLimits) { options in
            var options = options
            options.section = "99"
            return await suite.run(options)
        }
        let failure = try #require(report.results.first?.failure, "\(report.results.map(\.text))")
        #expect(failure.expected == expected)
        #expect(failure.actual == actual)
    }
}

import BroadsideConformance
import BroadsideProtocol
import Foundation
import Testing

@Suite("The conformance suite against our server")
struct ConformanceSuiteTests {
    /// Codes no client can provoke from a running server, and why; every other code of section 12
    /// must come up in a run of the suite.
    static let unprovokable: [String: String] = [
        ErrorCode.unavailable.rawValue: "needs the server's storage to fail",
        ErrorCode.noRoom.rawValue: "reserved: the classic fleet always fits",
        ByeCode.flood.rawValue: "whether 1000 limited commands come in a row depends on the server's read speed",
        ByeCode.serverFull.rawValue: "needs 10000 connections",
        ByeCode.shutdown.rawValue: "needs the server to be stopped",
    ]

    @Test("every case, SHOULD-level ones included, passes against BroadsideServer")
    func everyCasePasses() async throws {
        let suite = try ConformanceSuite.builtIn()
        let report = try await ConformanceServer.with { options in
            var options = options
            options.replyTimeout = ConformanceServer.patientReplyTimeout
            return await suite.run(options)
        }
        let problems = report.results.filter { $0.verdict != .passed }.map(\.text)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(report.passed == suite.cases.count)
        #expect(report.passed >= 40)

        let codes = ErrorCode.allCases.map(\.rawValue) + ByeCode.allCases.map(\.rawValue)
        let unseen = Set(codes).subtracting(report.codesSeen).subtracting(Self.unprovokable.keys)
        #expect(unseen.isEmpty, "codes of PROTOCOL.md 12 no case provoked: \(unseen.sorted())")
    }
}

@Suite("Reaching the server under test")
struct TargetTests {
    /// A failed line is shown with the values captured so far, not the case's variables.
    @Test("a failure shows what was expected with the captured values in place")
    func aFailureShowsTheCapturedValues() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("broadside-cases-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let wrong = """
            case 7.5/1 MUST
              title  a deliberately wrong expectation
              quote  `STATE <ref>` sends, as data lines:
              a hello ann
              a> NEW
              a< OK NEW ${code:code}/A token=* rules=classic opponent=human
              a> STATE ${code}
              a< + STATE ${code}/B *
            end

            """
        try wrong.write(toFile: directory + "/wrong.cases", atomically: true, encoding: .utf8)
        let suite = try ConformanceSuite(directory: directory)
        let report = try await ConformanceServer.with(limits: ConformanceServer.patientLimits) { options in
            var options = options
            options.section = "7.5/1"
            options.replyTimeout = ConformanceServer.patientReplyTimeout
            return await suite.run(options)
        }
        let failure = try #require(report.results.first { $0.id.description == "7.5/1" }?.failure)
        let code = try #require(failure.actual.split(separator: " ").dropFirst(2).first?.prefix(6))
        #expect(failure.expected == "+ STATE \(code)/B *")
    }

    @Test("--insecure reaches a server whose CA the suite was not given")
    func insecureConnects() async throws {
        let suite = try ConformanceSuite.builtIn()
        let report = try await ConformanceServer.with(limits: ConformanceServer.patientLimits) { options in
            var options = options
            options.target.caPath = nil
            options.target.insecure = true
            options.section = "5.1"
            return await suite.run(options)
        }
        #expect(report.passed == 1 && report.failed == 0, "\(report.results.map(\.text))")
    }

    @Test("HOST, HOST:PORT and [IPv6]:PORT are read; other forms are refused")
    func addresses() {
        let cases: [(String, String?, Int?)] = [
            ("example.org", "example.org", 7474), ("example.org:7575", "example.org", 7575),
            ("[::1]:7575", "::1", 7575), ("[::1]", "::1", 7474), ("127.0.0.1:0", nil, nil),
            ("host:port", nil, nil), (":7474", nil, nil), ("::1", "::1", 7474),
        ]
        for (address, host, port) in cases {
            let target = ConformanceTarget(address: address)
            #expect(target?.host == host && target?.port == port, "\(address)")
        }
    }
}

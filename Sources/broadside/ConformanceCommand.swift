import ArgumentParser
import BroadsideConformance
import BroadsideTLS
import Foundation

/// `broadside conformance`: checks a server, ours or another, against PROTOCOL.md.
struct ConformanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Check a Broadside server against the protocol specification.",
        discussion: """
            Runs numbered cases named after PROTOCOL.md's sections (7.9/3), each on fresh TLS \
            connections, and prints one line per case and a summary; exits non-zero if any case \
            failed. SHOULD-level cases run only with --strict. Cases that wait for a timeout or the \
            claim limit run only when told the server's short value (start it with, say, \
            --hello-timeout 4 and pass the same option here). The cases make about 150 games, \
            which stay in the server's database: check a server of its own, on a --data directory \
            you can throw away, not one players use. See Protocol/README.md.
            """
    )

    @Argument(help: ArgumentHelp(
        "The server: HOST, HOST:PORT or [IPv6]:PORT (default port 7474); not needed with --list.", valueName: "host[:port]"))
    var address: String?

    @OptionGroup(title: "Checking")
    var checking: ConformanceOptions

    @OptionGroup(title: "Limits of the server under test")
    var limits: ConformanceLimitOptions

    func validate() throws {
        if let address {
            guard ConformanceTarget(address: address) != nil else {
                throw ValidationError("'\(address)' is not HOST, HOST:PORT or [IPv6]:PORT")
            }
        } else if !checking.list {
            throw ValidationError("give the server to check, HOST or HOST:PORT (only --list needs none)")
        }
    }

    func run() async throws {
        try OpenFilesLimit.require(OpenFilesLimit.fewestForClient(runningAServer: false), for: "conformance")
        let suite: ConformanceSuite
        var isDirectory: ObjCBool = false
        if let cases = checking.cases, !FileManager.default.fileExists(atPath: cases, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw fail("conformance", "there is no directory \(cases) to read the cases from")
        }
        do {
            suite = try checking.cases.map { try ConformanceSuite(directory: $0) } ?? ConformanceSuite.builtIn()
        } catch {
            throw fail("conformance", "cannot load the cases: \(error)")
        }
        let chosen = suite.cases.filter { testCase in checking.section.map(testCase.id.isChosen(by:)) ?? true }
        // A typo must not pass as a clean run of nothing.
        guard !chosen.isEmpty else {
            throw fail("conformance", "no case is \(checking.section ?? "") or in its section; --list shows them", status: .validationFailure)
        }
        if checking.list {
            for testCase in chosen { print("\(testCase.id) \(testCase.level.rawValue) \(testCase.title)") }
            return
        }
        guard let address, var target = ConformanceTarget(address: address, caPath: checking.ca ?? Self.trustedByDefault(address, insecure: checking.insecure))
        else { throw ExitCode.validationFailure }
        target.insecure = checking.insecure
        target.certificatePath = checking.certificate.cert
        target.privateKeyPath = checking.certificate.key
        let greeting: String?
        do {
            greeting = try await target.checkReachable()
        } catch {
            throw fail("conformance", "\(error)")
        }
        if let note = GreetingNote.note(greeting: greeting, idleTimeout: limits.limits[.idleTimeout]) { print(note) }
        var options = SuiteOptions(target: target)
        options.strict = checking.strict
        options.section = checking.section
        options.replyTimeout = .milliseconds(Int64(checking.timeout.value * 1000))
        options.limits = limits.limits
        let report = await suite.run(options) { print($0.text) }
        print(report.summary)
        for hint in report.hints { print(hint) }
        if let json = checking.json { try write(report, to: json) }
        if report.failed > 0 { throw ExitCode.failure }
    }

    /// With neither --ca nor --insecure, a server on this machine is trusted as `play` trusts it.
    private static func trustedByDefault(_ address: String, insecure: Bool) -> String? {
        guard !insecure, let host = ConformanceTarget(address: address)?.host else { return nil }
        return DataDirectory.localDevelopmentCA(forHost: host)
    }

    private func write(_ report: SuiteReport, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(report).write(to: URL(fileURLWithPath: path))
        } catch {
            throw fail("conformance", "cannot write the report to \(path): \(error)")
        }
    }
}

/// The options of `conformance` other than the server's limits, in a group of their own so that
/// help lists them before the limits.
struct ConformanceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("PEM file of the CA that issued the server's certificate.", valueName: "pem"))
    var ca: String?

    @Flag(help: "Do not verify the server's certificate (the connection is still TLS).")
    var insecure = false

    @OptionGroup var certificate: ClientCertificateOptions

    @Option(help: ArgumentHelp(
        "Run (or list) only the cases of this section and its subsections, e.g. 7 or 7.9, or one case, e.g. 7.9/3.",
        valueName: "n"))
    var section: String?

    @Flag(help: "Also run the SHOULD-level cases.")
    var strict = false

    @Option(parsing: .unconditional, help: .seconds("Seconds to wait for each expected line; a fraction is allowed."))
    var timeout: DecimalArgument = 5

    @Option(help: ArgumentHelp("Write a machine-readable report to this file.", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Read the case files from this directory instead of the built-in copy.", valueName: "dir"))
    var cases: String?

    @Flag(help: "List the cases and exit.")
    var list = false

    func validate() throws {
        try PathOptions.check([("--ca", ca)])
        guard ca == nil || !insecure else { throw ValidationError("give --ca or --insecure, not both") }
        if let section, !CaseID.isChoice(section) {
            throw ValidationError("--section takes a section like 7 or 7.9, or a case like 7.9/3")
        }
        guard timeout.value > 0 else { throw ValidationError("--timeout must be above 0") }
        try OptionBound.seconds.check("--timeout", timeout.value)
    }
}

import BroadsideProtocol
import Testing

@testable import BroadsideConformance

@Suite("Line patterns")
struct LinePatternTests {
    private func match(_ pattern: String, _ line: String, _ variables: [String: String] = [:]) throws -> [String: String]? {
        let server = try #require(ServerLine(parsing: line))
        return try LinePattern(pattern).match(server, variables: variables)
    }

    @Test("fields match by key in any order; positional words in order")
    func fieldsAndWords() throws {
        #expect(try match("+ STATE K7QX3M/A round=1 phase=playing", "+ STATE K7QX3M/A phase=playing round=1") != nil)
        #expect(try match("+ STATE K7QX3M/A round=1 phase=playing", "+ STATE K7QX3M/A round=1") == nil)
        #expect(try match("+ REVEAL K7QX3M/A carrier:A1:H cruiser:E1:H", "+ REVEAL K7QX3M/A cruiser:E1:H carrier:A1:H") == nil)
        #expect(try match("* SHOT K7QX3M/A by=B * next=A", "* SHOT K7QX3M/A by=B C3=hit next=A") != nil)
        #expect(try match("OK PING", "ERR PING") == nil)
    }

    @Test("fields the pattern does not name pass, since a server may add fields (4.6, 15), unless forbidden with !key")
    func extraFields() throws {
        #expect(try match("+ STATE K7QX3M/A round=1", "+ STATE K7QX3M/A round=1 phase=playing") != nil)
        #expect(try match("OK JOIN K7QX3M/B vs=ann", "OK JOIN K7QX3M/B colour=blue vs=ann") != nil)
        #expect(try match("+ STATE K7QX3M/A round=1 !winner", "+ STATE K7QX3M/A round=1 winner=A") == nil)
        #expect(try match("+ STATE K7QX3M/A round=1 !winner", "+ STATE K7QX3M/A round=1 phase=over") != nil)
        // Extra positional words still fail: only fields may be added.
        #expect(try match("OK READY K7QX3M/A", "OK READY K7QX3M/A extra") == nil)
    }

    @Test("shots in the lines that carry them match in order, not by key (4.6)")
    func shotsKeepTheirOrder() throws {
        let fired = "OK FIRE K7QX3M/A B1=miss A6=hit next=B"
        #expect(try match("OK FIRE K7QX3M/A B1=miss A6=hit next=B", fired) != nil)
        #expect(try match("OK FIRE K7QX3M/A A6=hit B1=miss next=B", fired) == nil)
        #expect(try match("* SHOT K7QX3M/B by=A A6=hit B1=miss next=B", "* SHOT K7QX3M/B by=A B1=miss A6=hit next=B") == nil)
        #expect(try match("+ INCOMING A6=hit B1=miss", "+ INCOMING B1=miss A6=hit") == nil)
        #expect(try match("+ OUTGOING A6=hit B1=*", "+ OUTGOING A6=hit B1=miss") != nil)
        // A shot is not an extra field: one the pattern leaves out fails.
        #expect(try match("OK FIRE K7QX3M/A B1=miss next=B", fired) == nil)
        // Fields keep any order, in a line that carries shots too.
        #expect(try match("OK FIRE K7QX3M/A next=B B1=miss A6=hit", fired) != nil)
    }

    @Test("captures bind once, must be of their kind, and are compared afterwards")
    func captures() throws {
        let line = "OK NEW K7QX3M/A token=0123456789abcdef0123456789abcdef rules=classic opponent=human"
        let bound = try #require(try match("OK NEW ${code:code}/A token=${token:token} rules=classic opponent=human", line))
        #expect(bound["code"] == "K7QX3M")
        #expect(bound["token"] == "0123456789abcdef0123456789abcdef")
        #expect(try match("OK NEW ${code}/A *", line, ["code": "K7QX3M"]) != nil)
        #expect(try match("OK NEW ${code}/A *", line, ["code": "ZZZZZZ"]) == nil)
        #expect(try match("OK NEW ${code:code}/A *", "OK NEW k7qx3m/A") == nil)
        #expect(try match("OK NEW * token=${token:token} *", "OK NEW X/A token=0123456789ABCDEF0123456789abcdef") == nil)
    }

    @Test("free text: ':*' takes any text or none, ':TEXT' checks it, and with no ':' part any passes (3.2, 4.1, 4.5)")
    func freeText() throws {
        #expect(try match("ERR NOT_YOUR_TURN :*", "ERR NOT_YOUR_TURN :it is the opponent's turn") != nil)
        #expect(try match("ERR NOT_YOUR_TURN :*", "ERR NOT_YOUR_TURN") != nil)
        #expect(try match("OK HELLO ann", "OK HELLO ann :welcome") != nil)
        #expect(try match("OK HELLO ann", "OK HELLO ann") != nil)
        #expect(try match("* SHOT K7QX3M/B by=A B7=miss next=B", "* SHOT K7QX3M/B by=A B7=miss next=B :a miss") != nil)
        #expect(try match("+ HELP *", "+ HELP PING [<word>] :check the connection") != nil)
        #expect(try match("OK PING x :extra", "OK PING x :extra") != nil)
        #expect(try match("OK PING x :extra", "OK PING x :other") == nil)
        #expect(try match("OK PING x :extra", "OK PING x") == nil)
        // Text is not words: a word the pattern names must still be a word of the line.
        #expect(try match("OK PING x", "OK PING :x") == nil)
    }

    @Test("templates fill in variables, in another case if asked, and fail on one not captured")
    func templates() throws {
        #expect(try Template("JOIN ${code|lower} bob").render(["code": "K7QX3M"]) == "JOIN k7qx3m bob")
        #expect(throws: CaseFailure.self) { try Template("JOIN ${code}").render([:]) }
        #expect(throws: CaseFileProblem.self) { try Template("JOIN ${code|reverse}") }
    }
}

@Suite("Lines in a partly open order")
struct InterleavedLinesTests {
    private func lines(_ steps: [(String, String)]) throws -> InterleavedLines {
        InterleavedLines(try steps.map { (strand: $0.0, pattern: try LinePattern($0.1)) })
    }

    /// Whether `received`, in this order, completes the group, each line taken by one of its strands.
    private func take(_ received: [String], _ lines: InterleavedLines) throws -> Bool {
        var lines = lines
        var variables: [String: String] = [:]
        for text in received {
            guard let bound = lines.take(try #require(ServerLine(parsing: text)), variables: variables) else { return false }
            variables = bound
        }
        return lines.isComplete
    }

    private static let hotSeatStart = [
        ("A", "* READY K7QX3M/A seat=B"), ("A", "* STARTED K7QX3M/A first=A"), ("B", "* STARTED K7QX3M/B first=A"),
    ]

    @Test("the strands may interleave in any way")
    func strandsInterleave() throws {
        let group = try lines(Self.hotSeatStart)
        #expect(try take(["* READY K7QX3M/A seat=B", "* STARTED K7QX3M/A first=A", "* STARTED K7QX3M/B first=A"], group))
        #expect(try take(["* STARTED K7QX3M/B first=A", "* READY K7QX3M/A seat=B", "* STARTED K7QX3M/A first=A"], group))
        #expect(try take(["* READY K7QX3M/A seat=B", "* STARTED K7QX3M/B first=A", "* STARTED K7QX3M/A first=A"], group))
    }

    @Test("within a strand the order written holds, and every line must come")
    func strandKeepsItsOrder() throws {
        let group = try lines(Self.hotSeatStart)
        #expect(try !take(["* STARTED K7QX3M/A first=A", "* READY K7QX3M/A seat=B", "* STARTED K7QX3M/B first=A"], group))
        #expect(try !take(["* READY K7QX3M/A seat=B", "* STARTED K7QX3M/B first=A"], group))
        #expect(try !take(["* READY K7QX3M/A seat=B", "* STARTED K7QX3M/A first=A", "* STARTED K7QX3M/B first=B"], group))
    }

    @Test("a line is taken once: two strands expecting the same line need it twice")
    func eachLineOnce() throws {
        let group = try lines([("A", "OK PING x"), ("B", "OK PING *")])
        #expect(try !take(["OK PING x"], group))
        #expect(try take(["OK PING y", "OK PING x"], group))
    }
}

@Suite("Case file parser")
struct CaseFileParserTests {
    private func load(_ text: String) throws -> CaseLibrary {
        try CaseLibrary(files: [(name: "test.cases", text: text)])
    }

    @Test("a case with a fragment and the hello shorthand loads")
    func loads() throws {
        let library = try load("""
            fragment greet
              a hello ann
            end
            case 7.14/1 MUST
              title  ping
              quote  `PING [<word>]` replies `OK PING [<word>]`.
              use greet
              a> PING
              a< OK PING
            end
            """)
        #expect(library.cases.map(\.id.description) == ["7.14/1"])
        #expect(library.fragments["greet"]?.count == 3)
    }

    @Test("a<&NAME steps name their strand; consecutive ones on a connection are one group")
    func interleavedSteps() throws {
        let library = try load("""
            fragment both-seats-start
              a<&A * READY ${code}/A seat=B
              a<&A * STARTED ${code}/A first=A
              a<&B * STARTED ${code}/B first=A
            end
            """)
        let steps = try #require(library.fragments["both-seats-start"]).map(\.step)
        #expect(steps == [
            .expectInterleaved(connection: "a", strand: "A", try LinePattern("* READY ${code}/A seat=B")),
            .expectInterleaved(connection: "a", strand: "A", try LinePattern("* STARTED ${code}/A first=A")),
            .expectInterleaved(connection: "a", strand: "B", try LinePattern("* STARTED ${code}/B first=A")),
        ])
    }

    @Test("mistakes are reported with their file and line", arguments: [
        ("case 7.1 MUST\nend", "test.cases:1"),
        ("case 7.1/1 MUST\n  title t\n  quote q\n  a! PING\nend", "test.cases:4"),
        ("case 7.1/1 MUST\n  title t\nend", "test.cases:3"),
        ("case 7.1/1 MUST\n  title t\n  quote q\n  use nowhere\nend", "test.cases:4"),
        ("fragment loop\n  use loop\nend", "test.cases:2"),
        ("case 7.1/1 MUST\n  title t\n  quote q\n  a< OK NEW ${x:colour}\nend", "test.cases:4"),
        ("case 7.1/1 MUST\n  title t\n  quote q\n", "test.cases"),
        ("case 7.1/1 MUST\n  title t\n  quote q\n  a<& OK PING\nend", "test.cases:4"),
        ("case 7.1/1 MUST\n  title t\n  quote q\n  a<&A* READY x\nend", "test.cases:4"),
    ])
    func mistakes(text: String, location: String) throws {
        let problem = try #require(throws: CaseFileProblem.self) { try load(text) }
        #expect(problem.location == location, "\(problem)")
    }
}

import BroadsideProtocol
import Foundation
import Testing

/// The spec's examples are checked against the real server, so the spec cannot drift from the code.
@Suite(.timeLimit(.minutes(5))) struct SpecTranscriptTests {
    /// The seed the spec's transcripts were recorded with (PROTOCOL.md 14).
    static let seed: UInt64 = 1

    /// Every example session of PROTOCOL.md 14 (a `### 14.n` heading each) is read as a transcript,
    /// with its lines: one the parser missed would never be replayed.
    @Test func everyExampleSessionOfTheSpecIsATranscript() throws {
        let text = try SpecDocument.text()
        let sessions = text.components(separatedBy: "\n").filter { $0.hasPrefix("### 14.") }
        let transcripts = Transcript.all(in: text)
        #expect(sessions.count >= 2, "\(sessions)")
        #expect(transcripts.count == sessions.count, "\(transcripts.count) transcripts for \(sessions)")
        #expect(transcripts.allSatisfy { $0.steps.count >= 4 })
    }

    @Test func everyTranscriptInTheSpecReplaysAgainstTheServer() async throws {
        for transcript in try Transcript.all(in: SpecDocument.text()) {
            try await TestServer.with(seed: Self.seed) { server in
                var connections: [String: RawClient] = [:]
                var lastReceived: [String: String] = [:]
                steps: for (number, step) in transcript.steps.enumerated() {
                    let client: RawClient
                    if let open = connections[step.connection] {
                        client = open
                    } else {
                        client = try await RawClient.connect(to: server)
                        connections[step.connection] = client
                    }
                    switch step.direction {
                    case .send:
                        try await client.send(step.text)
                    case .receive:
                        let line = try await client.next(timeout: 10)
                        let matches = Self.clockless(line) == Self.clockless(step.text)
                        #expect(matches, "transcript line \(number + 1) on \(step.connection): \(line)")
                        // The lines after a wrong one would all be wrong too: one failure says it.
                        if !matches { break steps }
                        lastReceived[step.connection] = line
                    }
                }
                // Nothing beyond the transcript: on each connection still open, the next line
                // answers a PING sent after it.
                for (name, client) in connections where lastReceived[name]?.hasPrefix("BYE") != true {
                    try await client.send("PING end")
                    #expect(try await client.next(timeout: 10) == "OK PING end", "a line beyond the transcript on \(name)")
                }
                for client in connections.values { await client.close() }
            }
        }
    }

    /// The line with the seconds that `away` and `turn-seconds` count replaced by a placeholder:
    /// they run on the clock (a game resumed moments after it left memory carries its clocks on,
    /// PROTOCOL.md 11), so a replay on a loaded machine may show a second more than the spec.
    /// Whether each field is there, and `away=-`, are compared as they are.
    static func clockless(_ line: String?) -> String? {
        line?.replacing(/(?<field>away|turn-seconds)=\d+/) { "\($0.field)=<seconds>" }
    }

    /// Every `C:` line of the spec's examples parses as a command and every `S:` line has the form
    /// of a server line; placeholders such as `<token>` stand for a value.
    @Test func everyExampleLineHasTheSpecForm() throws {
        let lines = try SpecDocument.text().components(separatedBy: "\n")
        var checked = 0
        for line in lines {
            let example = line.replacingOccurrences(of: "<token>", with: "0123456789abcdef0123456789abcdef")
            if example.hasPrefix("C: ") {
                #expect(throws: Never.self, "\(line)") { _ = try Command.parse(String(example.dropFirst(3)), version: ProtocolLimits.version) }
                checked += 1
            } else if example.hasPrefix("S: ") {
                let serverLine = ServerLine(parsing: example.dropFirst(3))
                #expect(serverLine != nil, "\(line)")
                if let serverLine, serverLine.kind == .event { #expect(throws: Never.self, "\(line)") { _ = try Event(serverLine) } }
                checked += 1
            }
        }
        #expect(checked >= 5)
    }
}

/// A ```transcript block of the spec: `A> line` is sent on connection A, `A< line` is expected next
/// on connection A.
struct Transcript {
    enum Direction { case send, receive }

    struct Step {
        let connection: String
        let direction: Direction
        let text: String
    }

    let steps: [Step]

    static func all(in document: String) -> [Transcript] {
        var transcripts: [Transcript] = []
        var current: [Step]?
        for line in document.components(separatedBy: "\n") {
            if line == "```transcript" {
                current = []
            } else if line == "```", let steps = current {
                transcripts.append(Transcript(steps: steps))
                current = nil
            } else if current != nil, let step = step(line) {
                current?.append(step)
            }
        }
        return transcripts
    }

    private static func step(_ line: String) -> Step? {
        guard line.count >= 3 else { return nil }
        let connection = String(line.prefix(1))
        let marker = line.dropFirst().prefix(1)
        let text = String(line.dropFirst(3))
        switch marker {
        case ">": return Step(connection: connection, direction: .send, text: text)
        case "<": return Step(connection: connection, direction: .receive, text: text)
        default: return nil
        }
    }
}

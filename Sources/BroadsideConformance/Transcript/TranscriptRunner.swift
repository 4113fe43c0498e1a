import BroadsideProtocol

/// Plays the steps of a case against the server, connection by connection, in order.
struct TranscriptRunner {
    let context: CaseContext
    /// Optional lines (`a<?`) not yet checked, by connection: each is tried against the lines that
    /// come before the next required line on that connection, in order, and dropped if it does not match.
    private var optional: [String: [LinePattern]] = [:]

    init(context: CaseContext) {
        self.context = context
    }

    mutating func run(_ steps: [LocatedStep]) async throws {
        var rest = steps[...]
        while let located = rest.first {
            do throws(CaseFailure) {
                rest = rest.dropFirst(try await performFirst(of: rest))
            } catch {
                throw error.located(located.location)
            }
        }
    }

    /// Performs the first of `steps`, and with an `a<&` step the rest of its group; returns how
    /// many steps that took.
    private mutating func performFirst(of steps: ArraySlice<LocatedStep>) async throws(CaseFailure) -> Int {
        guard let step = steps.first?.step else { return 0 }
        switch step {
        case .send(let name, let template):
            try await context.connection(name).send(try template.render(context.variables))
        case .expect(let name, let pattern, optional: true):
            optional[name, default: []].append(pattern)
        case .expect(let name, let pattern, optional: false):
            try await expect(InterleavedLines([(strand: "", pattern: pattern)]), on: name)
        case .expectInterleaved(let name, _, _):
            // The `a<&` steps in a row on one connection form one group.
            var group: [(strand: String, pattern: LinePattern)] = []
            for located in steps {
                guard case .expectInterleaved(name, let strand, let pattern) = located.step else { break }
                group.append((strand, pattern))
            }
            try await expect(InterleavedLines(group), on: name)
            return group.count
        case .expectClosed(let name):
            try await expectClosed(name)
        case .close(let name):
            optional[name] = nil
            await context.close(name)
        case .never(let name, let template):
            let text = try template.render(context.variables)
            try await context.connection(name).forbid(text, because: "no line containing '\(text)' on connection \(name)")
        case .sleep(let template):
            let wait = try Self.wait(try template.render(context.variables))
            try? await Task.sleep(for: wait)
        case .set(let name, let template, let onlyIfUnset):
            if !onlyIfUnset || context.variables[name] == nil {
                context.variables[name] = try template.render(context.variables)
            }
        }
        return 1
    }

    /// How long `sleep text` waits. The text may come from the server (`sleep ${wait}` after
    /// `wait=${wait:int}`), so it is checked as a number before it becomes a `Duration`, which
    /// traps on one that is infinite or too large.
    private static func wait(_ text: String) throws(CaseFailure) -> Duration {
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
            throw CaseFailure(expected: "a number of seconds to sleep", actual: text)
        }
        guard seconds <= ServerLimit.longestWait.seconds else {
            throw CaseFailure(expected: "a wait of at most \(ServerLimit.longestWait.secondsText)", actual: "\(text)s")
        }
        return .seconds(seconds)
    }

    /// Reads `name`'s lines until every pattern of `lines` has matched one, taking pending optional
    /// lines on the way.
    private mutating func expect(_ lines: InterleavedLines, on name: String) async throws(CaseFailure) {
        var lines = lines
        let connection = try await context.connection(name)
        var candidates = optional.removeValue(forKey: name) ?? []
        while !lines.isComplete {
            let expected = lines.expected.map(shown).joined(separator: " or ")
            guard let line = try await connection.nextLine(within: context.replyTimeout, expecting: expected) else {
                throw CaseFailure(expected: expected, actual: "the server closed connection \(name)")
            }
            if let variables = lines.take(line, variables: context.variables) {
                context.variables = variables
            } else if !takeOptional(line, from: &candidates) {
                throw CaseFailure(expected: expected, actual: line.description)
            }
        }
    }

    /// The pattern with the values captured so far in place of their variables, so that a failure
    /// reads `OK FIRE K7QX3M/A` beside what came rather than `OK FIRE ${code}/A`.
    private func shown(_ pattern: LinePattern) -> String {
        context.variables.reduce(pattern.description) { text, variable in
            let (name, value) = variable
            return ([""] + ValueKind.allCases.map { ":\($0.rawValue)" }).reduce(text) { text, kind in
                text.replacing("${\(name)\(kind)}", with: value)
            }
        }
    }

    private mutating func expectClosed(_ name: String) async throws(CaseFailure) {
        let connection = try await context.connection(name)
        var candidates = optional.removeValue(forKey: name) ?? []
        while let line = try await connection.nextLine(within: context.replyTimeout) {
            guard takeOptional(line, from: &candidates) else {
                throw CaseFailure(expected: "the server closes connection \(name)", actual: line.description)
            }
        }
    }

    /// Matches `line` against the pending optional patterns in order, dropping those it passes;
    /// false when none matches.
    private func takeOptional(_ line: ServerLine, from candidates: inout [LinePattern]) -> Bool {
        while let candidate = candidates.first {
            candidates.removeFirst()
            if let variables = candidate.match(line, variables: context.variables) {
                context.variables = variables
                return true
            }
        }
        return false
    }
}

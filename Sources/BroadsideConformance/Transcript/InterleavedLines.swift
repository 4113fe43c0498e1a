import BroadsideProtocol

/// Lines one connection must receive whose order the spec leaves partly open (`a<&A pattern`
/// steps in a row): each strand's lines in the order written, the strands in any interleaving.
/// A hot-seat connection gets the events of both seats (PROTOCOL.md 10) in no fixed order between
/// seats, but each seat's own events keep theirs (`* READY` before `* STARTED`, 7.8).
struct InterleavedLines {
    /// The patterns still to match, strand by strand, in the order the strands were first named.
    private var strands: [(name: String, patterns: ArraySlice<LinePattern>)] = []

    init(_ steps: some Sequence<(strand: String, pattern: LinePattern)>) {
        for (strand, pattern) in steps {
            if let index = strands.firstIndex(where: { $0.name == strand }) {
                strands[index].patterns.append(pattern)
            } else {
                strands.append((strand, [pattern]))
            }
        }
    }

    var isComplete: Bool { strands.isEmpty }

    /// The next pattern of each strand: what the next line may match.
    var expected: [LinePattern] { strands.compactMap(\.patterns.first) }

    /// Takes `line` as the next line of the first strand whose next pattern it matches; the
    /// variables after matching, or nil when it matches no strand's next pattern.
    mutating func take(_ line: ServerLine, variables: [String: String]) -> [String: String]? {
        for index in strands.indices {
            guard let pattern = strands[index].patterns.first, let bound = pattern.match(line, variables: variables)
            else { continue }
            strands[index].patterns.removeFirst()
            if strands[index].patterns.isEmpty { strands.remove(at: index) }
            return bound
        }
        return nil
    }
}

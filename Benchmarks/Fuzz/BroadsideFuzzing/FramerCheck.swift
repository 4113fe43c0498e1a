import BroadsideProtocol

/// `LineFramer` against `FramingOracle`: the same lines and errors however the bytes are cut
/// into reads (one byte at a time included), and a partial line reported as pending.
public enum FramerCheck {
    /// The ways the framer, fed `input` in reads of the given sizes (cycled), differs from the oracle.
    public static func problems(feeding input: [UInt8], readSizes: [Int]) -> [String] {
        let expected = FramingOracle.expected(input)
        var framer = LineFramer()
        var produced: [FramedLine] = []
        var offset = 0
        var read = 0
        while offset < input.count {
            let size = max(1, readSizes.isEmpty ? input.count : readSizes[read % readSizes.count])
            framer.append(input[offset..<min(input.count, offset + size)])
            while let framed = framer.next() { produced.append(framed) }
            offset += size
            read += 1
        }
        var problems: [String] = []
        if produced != expected.lines {
            let index = zip(produced, expected.lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(produced.count, expected.lines.count)
            problems.append("framing differs at line \(index): \(produced.count) lines, expected \(expected.lines.count)")
        }
        if framer.hasPartialLine != expected.pending {
            problems.append("a partial line is \(framer.hasPartialLine ? "" : "not ")reported pending")
        }
        return problems
    }
}

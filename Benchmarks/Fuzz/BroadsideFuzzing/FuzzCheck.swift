import BroadsideProtocol

/// Every oracle on one input, for the libFuzzer target and for replaying what it found: the
/// framer against `FramingOracle` (in reads whose sizes the input's first bytes choose), the
/// parser against `CommandOracle` on each line, and a whole session against `SessionOracle`.
public enum FuzzCheck {
    public static func problems(in input: [UInt8]) -> [String] {
        let readSizes = input.prefix(4).map { Int($0 % 64) + 1 }
        var problems = FramerCheck.problems(feeding: input, readSizes: readSizes)
        for case .line(let line) in FramingOracle.expected(input).lines {
            if let problem = CommandOracle.problem(with: line) { problems.append(problem) }
        }
        return problems + SessionOracle.problems(running: input)
    }
}

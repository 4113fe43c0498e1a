import BroadsideCore
import BroadsideFuzzing
import BroadsideProtocol
import Testing

/// Hostile bytes against the line decoder and the command parser (PROTOCOL.md 3, 7, 12): the
/// framer must agree with the plain-way oracle however the bytes are cut into reads, and the
/// parser must give every line a command that prints back to itself or the error its words earn.
@Suite struct LineFramerFuzzTests {
    @Test func mutatedSpecLinesAreFramedAndParsedAsTheSpecSays() throws {
        var mutator = InputMutator(seeds: try FuzzSeeds.lines(), seed: 7)
        var generator = SeededGenerator(seed: 8)
        var problems: [String] = []
        var lines = 0
        var inputs = 0
        for _ in 0..<40_000 where problems.count < 5 {
            let input = mutator.next()
            inputs += 1
            let reads = (0..<3).map { _ in Int.random(in: 1...80, using: &generator) }
            problems += FramerCheck.problems(feeding: input, readSizes: reads).map { "\($0) in \(input)" }
            for case .line(let line) in FramingOracle.expected(input).lines {
                lines += 1
                if let problem = CommandOracle.problem(with: line) { problems.append(problem) }
            }
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(lines > 100_000, "the mutations should leave many lines whole enough to parse")
        #expect(inputs == 40_000)
    }

    @Test func randomBytesInRandomReadsMatchTheOracle() {
        var generator = SeededGenerator(seed: 9)
        var problems: [String] = []
        for _ in 0..<10_000 where problems.isEmpty {
            let count = Int.random(in: 0...1_500, using: &generator)
            // Mostly newlines and printable bytes, so that lines come and go, with everything else mixed in.
            let input = (0..<count).map { _ -> UInt8 in
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: 0x0A
                case 1: UInt8.random(in: 0...0xFF, using: &generator)
                default: UInt8.random(in: 0x20...0x7E, using: &generator)
                }
            }
            let reads = (0..<3).map { _ in Int.random(in: 1...600, using: &generator) }
            problems += FramerCheck.problems(feeding: input, readSizes: reads)
        }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func everyLineOfTheSpecSplitAtEveryByteFramesTheSame() throws {
        for line in try FuzzSeeds.lines() {
            let input = Array((line + "\r\n").utf8)
            #expect(FramerCheck.problems(feeding: input, readSizes: [1]).isEmpty, "\(line)")
            for split in 1..<input.count {
                #expect(FramerCheck.problems(feeding: input, readSizes: [split, input.count]).isEmpty, "\(line) split at \(split)")
            }
        }
    }

    @Test func theSpecsErrorsForBadBytes() {
        let cases: [([UInt8], [FramedLine])] = [
            (Array("PING a\u{0}b\n".utf8), [.rejected(.controlCharacter)]),
            (Array("PING\ta\n".utf8), [.rejected(.controlCharacter)]),
            (Array("PING a\rb\n".utf8), [.rejected(.controlCharacter)]),
            (Array("PING \u{7F}\n".utf8), [.rejected(.controlCharacter)]),
            (Array("PING a\r\n".utf8), [.line("PING a")]),
            ([0x50, 0xFF, 0x0A], [.rejected(.badEncoding)]),
            ([0x50, 0xC0, 0x80, 0x0A], [.rejected(.badEncoding)]),
            ([0x50, 0xED, 0xA0, 0x80, 0x0A], [.rejected(.badEncoding)]),
            (Array("PING é\n".utf8), [.line("PING é")]),
            (Array(String(repeating: "x", count: 511).utf8) + [0x0A], [.line(String(repeating: "x", count: 511))]),
            (Array(String(repeating: "x", count: 512).utf8) + [0x0A] + Array("PING\n".utf8), [.rejected(.lineTooLong), .line("PING")]),
            (Array(String(repeating: "x", count: 100_000).utf8) + [0x0A, 0x0A], [.rejected(.lineTooLong), .line("")]),
        ]
        for (input, expected) in cases {
            #expect(FramingOracle.expected(input).lines == expected, "oracle: \(input.prefix(20))")
            #expect(FramerCheck.problems(feeding: input, readSizes: [1]).isEmpty, "framer: \(input.prefix(20))")
        }
    }
}

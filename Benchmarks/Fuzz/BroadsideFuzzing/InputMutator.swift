import BroadsideCore

/// Makes hostile inputs from good lines, reproducibly from a seed: a few lines picked and
/// mutated (bytes flipped, inserted or dropped, words swapped or replaced, NUL and control
/// bytes, broken UTF-8, stray CRs, overlong lines, too many words), joined by LF or CRLF.
public struct InputMutator {
    private let seeds: [String]
    private var generator: SeededGenerator

    public init(seeds: [String], seed: UInt64) {
        precondition(!seeds.isEmpty, "mutations need at least one line to start from")
        self.seeds = seeds
        generator = SeededGenerator(seed: seed)
    }

    /// Invalid UTF-8: an overlong NUL, a surrogate, a lone continuation byte, a truncated
    /// sequence, a byte that never occurs, a five-byte form.
    static let brokenUTF8: [[UInt8]] = [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0x80], [0xE2, 0x82], [0xFF], [0xF8, 0x88, 0x80, 0x80, 0x80]]

    /// The next input: one to eight lines, most of them mutated.
    public mutating func next() -> [UInt8] {
        var bytes: [UInt8] = []
        for index in 0..<Int.random(in: 1...8, using: &generator) {
            if index > 0 { bytes += Bool.random(using: &generator) ? [0x0A] : [0x0D, 0x0A] }
            var line = Array(seeds[Int.random(in: 0..<seeds.count, using: &generator)].utf8)
            for _ in 0..<Int.random(in: 0...3, using: &generator) { mutate(&line) }
            bytes += line
        }
        if Int.random(in: 0..<10, using: &generator) > 0 { bytes.append(0x0A) }
        return bytes
    }

    private mutating func mutate(_ line: inout [UInt8]) {
        let position = Int.random(in: 0...line.count, using: &generator)
        switch Int.random(in: 0..<12, using: &generator) {
        case 0 where !line.isEmpty:
            line[min(position, line.count - 1)] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
        case 1:
            line.insert(UInt8.random(in: 0...0xFF, using: &generator), at: position)
        case 2 where !line.isEmpty:
            line.remove(at: min(position, line.count - 1))
        case 3:
            let controls: [[UInt8]] = [[0x00], [0x09], [0x0D], [0x1B], [0x7F], [0xC2, 0x85], [0xC2, 0x9B], [0xE2, 0x80, 0xA8]]
            line.insert(contentsOf: controls[Int.random(in: 0..<controls.count, using: &generator)], at: position)
        case 4:
            line.insert(contentsOf: Self.brokenUTF8[Int.random(in: 0..<Self.brokenUTF8.count, using: &generator)], at: position)
        case 5:
            line += Array(repeating: UInt8(ascii: "A"), count: Int.random(in: 400...700, using: &generator))
        case 6:
            line += Array(String(repeating: " X", count: Int.random(in: 20...30, using: &generator)).utf8)
        case 7:
            line = Array(lower(line))
        default:
            line = respliced(line)
        }
    }

    private func lower(_ line: [UInt8]) -> [UInt8] {
        line.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    }

    /// Swaps, drops, repeats or replaces a word.
    private mutating func respliced(_ line: [UInt8]) -> [UInt8] {
        var words = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map(Array.init)
        let index = Int.random(in: 0..<max(1, words.count), using: &generator)
        let word = Array(SeedLines.dictionary[Int.random(in: 0..<SeedLines.dictionary.count, using: &generator)].utf8)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where words.count > 1: words.swapAt(index, Int.random(in: 0..<words.count, using: &generator))
        case 1 where !words.isEmpty: words.remove(at: index)
        case 2 where !words.isEmpty: words.insert(words[index], at: index)
        default: if words.isEmpty { words = [word] } else { words[index] = word }
        }
        return Array(words.joined(separator: [UInt8(ascii: " ")]))
    }
}

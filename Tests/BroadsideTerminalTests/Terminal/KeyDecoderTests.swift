import Testing
@testable import BroadsideTerminal

@Suite("Key decoding")
struct KeyDecoderTests {
    /// The keys of bytes that arrive in one read, with nothing after them.
    private func keys(_ text: String) -> [Key] {
        keys(Array(text.utf8))
    }

    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.keys(from: bytes) + decoder.flush()
    }

    /// Every sequence the decoder knows, with its key.
    private static let sequences: [(String, Key)] = [
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[Z", .backTab), ("\u{1B}[1;5A", .up),
        // Home and End as each family of terminals sends them, then PgUp and PgDn.
        ("\u{1B}[H", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}OH", .home),
        ("\u{1B}[F", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}OF", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[5;5~", .pageUp),
    ]

    @Test func arrowsInBothModesEnterAndLetters() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD\rhjR") == [.up, .down, .right, .left, .enter, .character("h"), .character("j"), .character("R")])
    }

    @Test func controlKeys() {
        #expect(keys([0x03, 0x15, 0x7F, 0x09, 0x1B]) == [.interrupt, .clearLine, .backspace, .tab, .escape])
        #expect(keys("\u{1B}[Z") == [.backTab])
    }

    @Test func unknownSequencesAreSkippedWhole() {
        // F5 is ESC [ 1 5 ~: nothing, and the key after it still arrives.
        #expect(keys("\u{1B}[15~q") == [.character("q")])
        #expect(keys("\u{1B}[1;5A") == [.up])
    }

    /// Insert, Delete and the function keys end in `~` too, and are no keys here.
    @Test func otherNumberedKeysAreNothing() {
        #expect(keys("\u{1B}[2~\u{1B}[3~\u{1B}[15~\u{1B}[24~\u{1B}[55~q") == [.character("q")])
    }

    @Test func aWholeSequenceInOneReadDecodesAtOnce() {
        for (sequence, key) in Self.sequences {
            var decoder = KeyDecoder()
            #expect(decoder.keys(from: Array(sequence.utf8)) == [key], "\(sequence.debugDescription)")
            #expect(!decoder.isWaiting)
        }
    }

    @Test func anArrowInThreeReadsIsOneArrow() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.keys(from: Array("[".utf8)) == [])
        #expect(decoder.keys(from: Array("A".utf8)) == [.up])
        #expect(!decoder.isWaiting)
    }

    @Test func everySequenceSplitAnywhereIsItsKey() {
        for (sequence, key) in Self.sequences {
            let bytes = Array(sequence.utf8)
            for split in 1..<bytes.count {
                var decoder = KeyDecoder()
                let before = decoder.keys(from: Array(bytes[..<split]))
                let after = decoder.keys(from: Array(bytes[split...]))
                #expect(before == [] && after == [key], "\(sequence.debugDescription) split after \(split) bytes")
            }
        }
    }

    @Test func aLoneEscapeIsEscapeOnceNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0x03, 0x1B]) == [.interrupt])
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
        #expect(decoder.keys(from: Array("A".utf8)) == [.character("A")])
    }

    @Test func escapeThenALetterInOneReadAreBoth() {
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
        #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
    }

    @Test func anUnfinishedSequenceThatStopsComingIsDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.flush() == [])
        #expect(decoder.keys(from: Array("A".utf8)) == [.character("A")])
    }

    @Test func anEndlessSequenceIsSkippedRatherThanKept() {
        var decoder = KeyDecoder()
        let garbage = "\u{1B}[" + String(repeating: "1", count: KeyDecoder.maximumSequenceLength)
        #expect(decoder.keys(from: Array(garbage.utf8)) == [.character("1"), .character("1")])
        #expect(!decoder.isWaiting)
    }

    @Test func escDelayChangesTheWaitForTheRestOfAKey() {
        #expect(KeyDecoder.escapeWait(environment: [:]) == .milliseconds(100))
        #expect(KeyDecoder.escapeWait(environment: ["ESCDELAY": "500"]) == .milliseconds(500))
        #expect(KeyDecoder.escapeWait(environment: ["ESCDELAY": "0"]) == .zero)
        for unusable in ["soon", "-5", "3600000"] {
            #expect(KeyDecoder.escapeWait(environment: ["ESCDELAY": unusable]) == .milliseconds(100))
        }
    }

    @Test func aCharacterSplitAcrossReadsIsOneCharacter() {
        var decoder = KeyDecoder()
        let bytes = Array("é".utf8)
        #expect(decoder.keys(from: [bytes[0]]) == [])
        #expect(decoder.keys(from: [bytes[1]]) == [.character("é")])
    }
}

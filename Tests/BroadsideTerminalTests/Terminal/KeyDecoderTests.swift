import Testing
@testable import BroadsideTerminal

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test func arrowsInBothModesEnterAndLetters() {
        let bytes = Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD\rhjR".utf8)
        #expect(KeyDecoder.keys(from: bytes) == [.up, .down, .right, .left, .enter, .character("h"), .character("j"), .character("R")])
    }

    @Test func controlKeys() {
        #expect(KeyDecoder.keys(from: [0x03, 0x15, 0x7F, 0x09, 0x1B]) == [.interrupt, .clearLine, .backspace, .tab, .escape])
        #expect(KeyDecoder.keys(from: Array("\u{1B}[Z".utf8)) == [.backTab])
    }

    @Test func unknownSequencesAreSkippedWhole() {
        // F5 is ESC [ 1 5 ~: nothing, and the key after it still arrives.
        #expect(KeyDecoder.keys(from: Array("\u{1B}[15~q".utf8)) == [.character("q")])
        #expect(KeyDecoder.keys(from: Array("\u{1B}[1;5A".utf8)) == [.up])
    }
}

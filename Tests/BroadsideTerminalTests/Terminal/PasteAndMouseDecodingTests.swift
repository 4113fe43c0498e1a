import Testing
@testable import BroadsideTerminal

/// What a terminal sends that no key press made: a bracketed paste is one key, whole, its letters
/// no commands; an old X10 mouse report is nothing, its bytes no keys.
@Suite("Key decoding: pastes and mouse reports")
struct PasteAndMouseDecodingTests {
    private static let start = "\u{1B}[200~"
    private static let end = "\u{1B}[201~"

    /// The keys of `text` read in pieces cut at `splits` (byte offsets), then nothing more.
    private func keys(_ text: String, splitAt splits: [Int]) -> [Key] {
        let bytes = Array(text.utf8)
        var decoder = KeyDecoder()
        var keys: [Key] = []
        var from = 0
        for cut in splits + [bytes.count] {
            keys += decoder.keys(from: Array(bytes[from..<cut]))
            from = cut
        }
        return keys + decoder.flush()
    }

    @Test func aPasteIsOneKeyWithTheKeysAroundIt() {
        let text = "q" + Self.start + "Xylophone\ryes" + Self.end + "j"
        #expect(keys(text, splitAt: []) == [.character("q"), .paste("Xylophone\ryes"), .character("j")])
    }

    @Test func aPasteSplitAnywhereAcrossReadsIsStillOneKey() {
        let text = Self.start + "query xylophone" + Self.end + "k"
        let count = text.utf8.count
        let splits = (1..<count).flatMap { first in (first..<count).map { [first, $0] } }
        let wrong = splits.filter { keys(text, splitAt: $0) != [.paste("query xylophone"), .character("k")] }
        #expect(wrong.isEmpty, "wrong when split after these byte counts: \(wrong)")
    }

    /// Its end lost, a paste is over once nothing more comes: the keys after it are keys again.
    @Test func aPasteWithoutItsEndEndsWhenNothingMoreComes() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: Array((Self.start + "Xy").utf8)) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.wait(escapeWait: .milliseconds(100)) == KeyDecoder.pasteWait)
        #expect(decoder.flush() == [.paste("Xy")])
        #expect(!decoder.isWaiting)
        #expect(decoder.keys(from: Array("y".utf8)) == [.character("y")])
    }

    /// A left click at column 1, row 1, then `q`: only the `q` is a key (the click's button byte
    /// is a space, which would fire).
    /// A paste whose end was lost while keys keep coming ends at its limit: what follows is keys
    /// again, Ctrl-C among them.
    @Test func aPasteEndsAtItsLimitWithoutItsEnd() {
        let limit = KeyDecoder.maximumPasteBytes
        let text = Self.start + String(repeating: "a", count: limit) + "\u{03}"
        let decoded = keys(text, splitAt: Array(stride(from: 1000, to: limit, by: 1000)))
        #expect(decoded == [.paste(String(repeating: "a", count: limit)), .interrupt])
    }

    @Test func anX10MouseReportIsSkippedWhole() {
        let click = "\u{1B}[M !!"
        #expect(keys(click + "q", splitAt: []) == [.character("q")])
        let count = click.utf8.count
        for split in 1..<count {
            #expect(keys(click + "q", splitAt: [split]) == [.character("q")], "split after \(split) bytes")
        }
    }

    @Test func sgrMouseReportsStayIgnored() {
        #expect(keys("\u{1B}[<0;10;5M\u{1B}[<0;10;5mq", splitAt: []) == [.character("q")])
    }
}

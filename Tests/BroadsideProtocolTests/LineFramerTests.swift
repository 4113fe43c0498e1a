import BroadsideProtocol
import Testing

@Suite struct LineFramerTests {
    private func lines(_ chunks: [[UInt8]], limit: Int = ProtocolLimits.lineBytes) -> [FramedLine] {
        var framer = LineFramer(maximumLineBytes: limit)
        var out: [FramedLine] = []
        for chunk in chunks {
            framer.append(chunk)
            while let line = framer.next() { out.append(line) }
        }
        return out
    }

    @Test func splitsOnLFAndStripsOneCR() {
        #expect(lines([Array("PING\nHELP\r\nGAMES\r\r\n".utf8)]) == [.line("PING"), .line("HELP"), .rejected(.controlCharacter)])
    }

    @Test func aLineSplitAtEveryByteIsTheSameLine() {
        let bytes = Array("FIRE K7QX3M B7\n".utf8)
        for split in 1..<bytes.count {
            #expect(lines([Array(bytes[..<split]), Array(bytes[split...])]) == [.line("FIRE K7QX3M B7")])
        }
        #expect(lines(bytes.map { [$0] }) == [.line("FIRE K7QX3M B7")])
    }

    @Test func holdsAPartialLineUntilItsLF() {
        var framer = LineFramer()
        framer.append(Array("PIN".utf8))
        #expect(framer.next() == nil)
        #expect(framer.hasPartialLine)
        framer.append(Array("G\n".utf8))
        #expect(framer.next() == .line("PING"))
        #expect(!framer.hasPartialLine)
    }

    @Test func theLimitCountsTheLF() {
        let fits = Array(repeating: UInt8(ascii: "x"), count: 511) + [10]
        let tooLong = Array(repeating: UInt8(ascii: "x"), count: 512) + [10]
        #expect(lines([fits]) == [.line(String(repeating: "x", count: 511))])
        #expect(lines([tooLong]) == [.rejected(.lineTooLong)])
    }

    @Test func anOverlongLineIsReportedOnceAndItsTailDropped() {
        let flood = Array(repeating: UInt8(ascii: "x"), count: 5000)
        let out = lines([flood, flood, Array("x\nPING\n".utf8)])
        #expect(out == [.rejected(.lineTooLong), .line("PING")])
    }

    @Test func memoryStaysBoundedWithoutLF() {
        var framer = LineFramer()
        for _ in 0..<1000 {
            framer.append(Array(repeating: UInt8(ascii: "x"), count: 1000))
            while framer.next() != nil {}
            // The overlong line's tail is dropped as it comes, not kept until its LF.
            #expect(framer.pendingByteCount <= ProtocolLimits.lineBytes)
        }
        framer.append(Array("\nPING\n".utf8))
        #expect(framer.next() == .line("PING"))
    }

    @Test func rejectsInvalidUTF8AndControlCharacters() {
        #expect(lines([[0x50, 0xC3, 0x28, 10]]) == [.rejected(.badEncoding)])
        #expect(lines([[0xFF, 10]]) == [.rejected(.badEncoding)])
        #expect(lines([Array("A\u{0}B\n".utf8)]) == [.rejected(.controlCharacter)])
        #expect(lines([Array("A\tB\n".utf8)]) == [.rejected(.controlCharacter)])
        #expect(lines([Array("A\u{7F}B\n".utf8)]) == [.rejected(.controlCharacter)])
        for separator in ["\u{85}", "\u{9B}", "\u{2028}", "\u{2029}"] {
            #expect(lines([Array("PING a\(separator)b\n".utf8)]) == [.rejected(.controlCharacter)], "\(separator.unicodeScalars.first!.value)")
        }
        #expect(lines([Array("PING a\u{A0}b\u{202E}c\n".utf8)]) == [.line("PING a\u{A0}b\u{202E}c")])
        #expect(lines([Array("HELLO 1 Zoë\n".utf8)]) == [.line("HELLO 1 Zoë")])
    }

    @Test func thousandsOfCommandsInOneWrite() {
        let many = Array(String(repeating: "PING\n", count: 5000).utf8)
        let out = lines([many])
        #expect(out.count == 5000)
        #expect(out.allSatisfy { $0 == .line("PING") })
    }
}

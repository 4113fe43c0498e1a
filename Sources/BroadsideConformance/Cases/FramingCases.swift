import BroadsideProtocol

/// PROTOCOL.md 3: bytes that a text file cannot hold or a transcript cannot time.
enum FramingCases {
    static var all: [ConformanceCase] {
        [
            // In Swift because editors strip trailing spaces from case files.
            answered(
                "3.1/2", quote: "The server ignores a line that is empty or holds only spaces, and sends no reply for it, as long as it is within the length limit of 3.3",
                title: "a line of only spaces gets no reply", "    \nPING after\n", "OK PING after"),
            answered(
                "3.1/5", quote: "a line over it gets `ERR LINE_TOO_LONG` whatever it holds",
                title: "a line of 600 spaces gets ERR LINE_TOO_LONG", String(repeating: " ", count: 600) + "\nPING after\n",
                "ERR LINE_TOO_LONG :*"),
            answered(
                "3.1/3", quote: "A CR (`\\r`) immediately before the LF is removed, so CRLF line ends also work.",
                title: "a CRLF line end works like LF", "PING crlf\r\n", "OK PING crlf"),
            .swift(
                "3.1/4", quote: "Every message in both directions is one line of UTF-8 text terminated by LF",
                title: "a line sent one byte per write is read as one line"
            ) { context in
                let connection = try await context.greeted("a", as: "ann")
                for byte in "PING split\n".utf8 { try await connection.sendBytes([byte]) }
                try await context.play("a< OK PING split")
            },
            .swift(
                "3.3/1",
                quote: "`ERR LINE_TOO_LONG`; the server discards bytes up to and including the next LF, then carries on",
                title: "a 600-byte line gets ERR LINE_TOO_LONG and the next line is read"
            ) { context in
                let long = "PING " + String(repeating: "x", count: 594) + "\n"
                try await context.greeted("a", as: "ann").sendBytes(Array((long + "PING after\n").utf8))
                try await context.play("""
                    a< ERR LINE_TOO_LONG :*
                    a< OK PING after
                    """)
            },
            .swift(
                "3.3/2", quote: "Line length, including the LF | 512 bytes",
                title: "a line of exactly 512 bytes is read; 513 bytes is too long"
            ) { context in
                let connection = try await context.greeted("a", as: "ann")
                // Trailing spaces are ignored (3.2), so padding keeps the reply short.
                let fits = "PING edge" + String(repeating: " ", count: ProtocolLimits.lineBytes - 10)
                try await connection.send(fits)
                try await connection.send(fits + " ")
                try await context.play("""
                    a< OK PING edge
                    a< ERR LINE_TOO_LONG :*
                    a> PING after
                    a< OK PING after
                    """)
            },
            .swift(
                "3.3/16",
                quote: "The line length counts every byte the client sent for the line, the LF and a CR before it included: a line ended by CRLF holds at most 510 bytes before its CR.",
                title: "a CR counts toward the 512 bytes: 510 bytes and CRLF are read; 511 bytes and CRLF are too long"
            ) { context in
                let connection = try await context.greeted("a", as: "ann")
                // 510 bytes before the CR: trailing spaces are ignored (3.2), so padding keeps the reply short.
                let fits = "PING edge" + String(repeating: " ", count: ProtocolLimits.lineBytes - 11)
                try await connection.sendBytes(Array((fits + "\r\n" + fits + " \r\n").utf8))
                try await context.play("""
                    a< OK PING edge
                    a< ERR LINE_TOO_LONG :*
                    a> PING after
                    a< OK PING after
                    """)
            },
            .swift(
                "3.3/3",
                quote: "`ERR LINE_TOO_LONG`; the server discards bytes up to and including the next LF, then carries on",
                title: "an overlong line whose LF comes in a later write is discarded up to that LF"
            ) { context in
                let connection = try await context.greeted("a", as: "ann")
                try await connection.sendBytes(Array(repeating: UInt8(ascii: "x"), count: 2000))
                try await context.play("a< ERR LINE_TOO_LONG :*")
                try await connection.sendBytes(Array("still the long line\nPING after\n".utf8))
                try await context.play("a< OK PING after")
            },
            .swift(
                "3.3/15", quote: "Lines the server sends obey the same limits; a long list is split over several lines (4.4).",
                title: "errors about 511-byte lines, whose texts quote them, still fit in 512 bytes"
            ) { context in
                // Every received line is checked against the limit, and these errors quote the word.
                let longest = ProtocolLimits.lineBytes - 1
                let connection = try await context.greeted("a", as: "ann")
                try await connection.send(String(repeating: "y", count: longest))
                try await connection.send("PLACE K7QX3M " + String(repeating: "y", count: longest - 13))
                try await context.play("""
                    a< ERR UNKNOWN_COMMAND :*
                    a< ERR SYNTAX :*
                    """)
            },
            rejected("3.3/4", "a byte that is never valid UTF-8 (0xFF)", [0xFF], .badEncoding),
            rejected("3.3/5", "an overlong UTF-8 encoding (0xC0 0xAF)", [0xC0, 0xAF], .badEncoding),
            rejected("3.3/6", "a UTF-16 surrogate encoded in UTF-8 (0xED 0xA0 0x80)", [0xED, 0xA0, 0x80], .badEncoding),
            rejected("3.3/7", "a NUL byte", [0x00], .controlCharacter),
            rejected("3.3/8", "a TAB", [0x09], .controlCharacter),
            rejected("3.3/9", "an ESC", [0x1B], .controlCharacter),
            rejected("3.3/10", "a DEL (0x7F)", [0x7F], .controlCharacter),
            rejected("3.3/11", "a CR that is not just before the LF", [0x0D], .controlCharacter),
            // Lines that a client splitting by Unicode's rules would break in two.
            rejected("3.3/17", "a C1 control, NEL (U+0085)", [0xC2, 0x85], .controlCharacter),
            rejected("3.3/18", "a line separator (U+2028)", [0xE2, 0x80, 0xA8], .controlCharacter),
        ]
    }

    /// After HELLO, `bytes` are answered by exactly `reply`.
    private static func answered(
        _ id: String, quote: String, title: String, _ bytes: String, _ reply: String
    ) -> ConformanceCase {
        .swift(id, quote: quote, title: title) { context in
            try await context.greeted("a", as: "ann").sendBytes(Array(bytes.utf8))
            try await context.play("a< \(reply)")
        }
    }

    /// A line holding `bytes` in the middle gets `ERR <code>`, and the connection carries on.
    private static func rejected(_ id: String, _ what: String, _ bytes: [UInt8], _ code: ErrorCode) -> ConformanceCase {
        let row = code == .badEncoding ? "Bytes | valid UTF-8 only | `ERR BAD_ENCODING`"
            : "no control characters (U+0000–U+001F except the final CR, and U+007F–U+009F), so no TAB and no NUL, and no line or paragraph separator (U+2028, U+2029) | `ERR CONTROL_CHARACTER`"
        return .swift(id, quote: row, title: "\(what) gets ERR \(code.rawValue); the connection carries on") {
            context in
            let connection = try await context.greeted("a", as: "ann")
            try await connection.sendBytes(Array("PING a".utf8) + bytes + Array("b\n".utf8))
            try await context.play("""
                a< ERR \(code.rawValue) :*
                a> PING after
                a< OK PING after
                """)
        }
    }
}

extension Substring {
    /// The words of a line: split at runs of spaces (U+0020), leading and trailing ones ignored
    /// (PROTOCOL.md 3.2). Split by bytes, as the spec says, not by characters: a space followed by
    /// a combining mark is one character but still ends a word, and comparing and cutting at whole
    /// characters was the largest cost of reading a command (callgrind, README "Performance").
    @inlinable public var protocolWords: [Substring] {
        var words: [Substring] = []
        var wordStart: Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: " ") {
                // A space is one byte and one scalar, so both ends are scalar boundaries.
                if let start = wordStart { words.append(Substring(unicodeScalars[start..<index])) }
                wordStart = nil
            } else if wordStart == nil {
                wordStart = index
            }
            utf8.formIndex(after: &index)
        }
        if let start = wordStart { words.append(Substring(unicodeScalars[start..<endIndex])) }
        return words
    }
}

extension String {
    /// The words of a line (PROTOCOL.md 3.2); see `Substring.protocolWords`.
    @inlinable public var protocolWords: [Substring] { self[...].protocolWords }
}

/// Why a piece of text is not a coordinate.
public enum CoordinateError: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    /// The text does not start with a letter.
    case missingRow(String)
    /// A letter after `J`.
    case rowOutOfRange(Character)
    /// A row letter with no column number, e.g. `B`.
    case missingColumn(String)
    /// A column number outside 1–10, e.g. `A0`, `A11`.
    case columnOutOfRange(String)
    /// Something after a valid coordinate, e.g. `A1x`.
    case trailingCharacters(String)

    public var description: String {
        switch self {
        case .empty: "no coordinate given; write a row letter A-J and a column 1-10, like B7"
        case .missingRow(let text): "'\(text)' must start with a row letter A-J, like B7"
        case .rowOutOfRange(let letter): "row '\(letter)' is off the grid; rows are A-J"
        case .missingColumn(let text): "'\(text)' has no column; add a number 1-10, like \(text)7"
        case .columnOutOfRange(let column): "column \(column) is off the grid; columns are 1-10"
        case .trailingCharacters(let text): "'\(text)' has extra characters; write a coordinate like B7"
        }
    }
}

extension Coordinate {
    /// Parses `A1` … `J10`, ignoring case and leading zeros of the column.
    public init(parsing text: some StringProtocol) throws(CoordinateError) {
        if let cell = Self.plain(text.utf8) {
            self = cell
            return
        }
        // Not a plain coordinate: find out what is wrong with it.
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { throw .empty }
        guard first.properties.isAlphabetic, first.isASCII else { throw .missingRow(String(text)) }
        let letter = Character(first).uppercased().unicodeScalars.first?.value ?? 0
        let row = Int(letter) - Int(UInt8(ascii: "A"))
        guard (0..<Self.gridSize).contains(row) else { throw .rowOutOfRange(Character(first)) }

        let rest = scalars.dropFirst()
        let digits = rest.prefix { ("0"..."9").contains($0) }
        guard !digits.isEmpty else {
            if rest.isEmpty { throw .missingColumn(String(text)) }
            throw .trailingCharacters(String(text))
        }
        guard digits.count == rest.count else { throw .trailingCharacters(String(text)) }
        let digitText = String(String.UnicodeScalarView(digits))
        // Leading zeros are allowed (`A010` is `A10`), as in every number of the protocol. More
        // significant digits than two can only be off the grid; counting first avoids overflow.
        let significant = digits.drop { $0 == "0" }
        guard significant.count <= 2, let column = Int(String(String.UnicodeScalarView(significant))),
              (1...Self.gridSize).contains(column)
        else {
            throw .columnOutOfRange(digitText)
        }
        self.init(validRow: row, column: column - 1)
    }

    /// `B7` or `b10`, read from its bytes without allocating: every shot names one. Nil for
    /// anything else, which the caller then examines for its error.
    private static func plain(_ bytes: some Collection<UInt8>) -> Coordinate? {
        guard (2...3).contains(bytes.count) else { return nil }
        var iterator = bytes.makeIterator()
        guard let letter = iterator.next(), let tens = iterator.next() else { return nil }
        // Setting bit 5 lowers an ASCII capital; only A-J and a-j land on a-j.
        let row = Int(letter | 0x20) - Int(UInt8(ascii: "a"))
        guard (0..<gridSize).contains(row), let first = digit(tens) else { return nil }
        var column = first
        if let units = iterator.next() {
            guard let second = digit(units) else { return nil }
            column = column * 10 + second
        }
        guard (1...gridSize).contains(column) else { return nil }
        return Coordinate(validRow: row, column: column - 1)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}

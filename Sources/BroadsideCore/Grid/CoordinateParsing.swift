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
    /// Parses `A1` … `J10`, ignoring case.
    public init(parsing text: some StringProtocol) throws(CoordinateError) {
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
        // More than two digits can only be off the grid; checking the count first avoids overflow.
        guard digits.count <= 2, let column = Int(digitText), (1...Self.gridSize).contains(column) else {
            throw .columnOutOfRange(digitText)
        }
        self.init(validRow: row, column: column - 1)
    }
}

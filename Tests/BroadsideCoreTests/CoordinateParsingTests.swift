import BroadsideCore
import Testing

@Suite("Coordinate parsing")
struct CoordinateParsingTests {
    @Test("valid coordinates, any case", arguments: [
        ("A1", 0, 0), ("a1", 0, 0), ("B7", 1, 6), ("b7", 1, 6), ("E5", 4, 4),
        ("A10", 0, 9), ("J1", 9, 0), ("J10", 9, 9), ("j10", 9, 9),
    ])
    func valid(text: String, row: Int, column: Int) throws {
        let coordinate = try Coordinate(parsing: text)
        #expect(coordinate.row == row)
        #expect(coordinate.column == column)
        #expect(coordinate.description == text.uppercased())
    }

    @Test("invalid coordinates name what is wrong", arguments: [
        ("", CoordinateError.empty),
        ("K1", .rowOutOfRange("K")),
        ("k1", .rowOutOfRange("k")),
        ("Z10", .rowOutOfRange("Z")),
        ("A11", .columnOutOfRange("11")),
        ("A0", .columnOutOfRange("0")),
        ("A00", .columnOutOfRange("00")),
        ("@1", .missingRow("@1")),
        ("`1", .missingRow("`1")),
        ("[1", .missingRow("[1")),
        ("J100", .columnOutOfRange("100")),
        // Too many digits for an Int: still a column out of range, not a crash.
        ("A99999999999999999999999", .columnOutOfRange("99999999999999999999999")),
        ("B", .missingColumn("B")),
        ("b", .missingColumn("b")),
        ("A1x", .trailingCharacters("A1x")),
        ("J10!", .trailingCharacters("J10!")),
        ("A1 ", .trailingCharacters("A1 ")),
        ("Ax", .trailingCharacters("Ax")),
        ("A-1", .trailingCharacters("A-1")),
        ("1A", .missingRow("1A")),
        (" A1", .missingRow(" A1")),
        ("É1", .missingRow("É1")),
    ])
    func invalid(text: String, error: CoordinateError) {
        #expect(throws: error) { try Coordinate(parsing: text) }
    }

    @Test("a column may have leading zeros, however many")
    func leadingZeros() throws {
        #expect(try Coordinate(parsing: "A01") == Coordinate(row: 0, column: 0))
        #expect(try Coordinate(parsing: "c09") == Coordinate(row: 2, column: 8))
        #expect(try Coordinate(parsing: "A010") == Coordinate(row: 0, column: 9))
        #expect(try Coordinate(parsing: "J0010") == Coordinate(row: 9, column: 9))
        #expect(throws: CoordinateError.columnOutOfRange("011")) { try Coordinate(parsing: "A011") }
        #expect(throws: CoordinateError.columnOutOfRange("000")) { try Coordinate(parsing: "A000") }
    }

    @Test("every cell parses back from its written form, upper and lower case")
    func everyCellRoundTrips() throws {
        #expect(Coordinate.all.count == 100)
        for coordinate in Coordinate.all {
            #expect(try Coordinate(parsing: coordinate.description) == coordinate)
            #expect(try Coordinate(parsing: coordinate.description.lowercased()) == coordinate)
        }
    }

    @Test("errors read as a sentence a player can act on")
    func errorText() {
        #expect(CoordinateError.rowOutOfRange("K").description == "row 'K' is off the grid; rows are A-J")
        #expect(CoordinateError.columnOutOfRange("11").description == "column 11 is off the grid; columns are 1-10")
        #expect(CoordinateError.missingColumn("B").description == "'B' has no column; add a number 1-10, like B7")
    }

    @Test("cells outside the grid have no coordinate")
    func offGridConstruction() {
        #expect(Coordinate(row: 10, column: 0) == nil)
        #expect(Coordinate(row: 0, column: -1) == nil)
        #expect(Coordinate(index: 100) == nil)
        #expect(Coordinate(index: 99) == cell("J10"))
        #expect(cell("B1").neighbours.sorted() == cells("A1 B2 C1"))
    }
}

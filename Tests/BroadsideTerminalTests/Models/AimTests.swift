import BroadsideCore
import Testing
@testable import BroadsideTerminal

@Suite("Aim: typing a coordinate")
struct AimTests {
    @Test func aDigitThatWouldMakeNoCellIsRefusedAndTheCursorStays() throws {
        var aim = Aim()
        let typed = [aim.type("d"), aim.type("1")]
        #expect(typed == [true, true])
        #expect(aim.cursor == (try Coordinate(parsing: "D1")))
        let eleven = aim.type("1")
        #expect(eleven == false)
        #expect(aim.typed == "D1")
        let ten = aim.type("0")
        #expect(ten)
        #expect(aim.cursor == (try Coordinate(parsing: "D10")))
        let zero = [aim.type("j"), aim.type("0")]
        #expect(zero == [true, false])
        #expect(aim.typed == "J")
    }
}

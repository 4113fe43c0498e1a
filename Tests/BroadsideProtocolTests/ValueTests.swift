import BroadsideCore
import BroadsideProtocol
import Testing

@Suite struct ValueTests {
    @Test func addressesPutAnIPv6HostInBrackets() {
        #expect(addressText(host: "127.0.0.1", port: 7474) == "127.0.0.1:7474")
        #expect(addressText(host: "::1", port: 7474) == "[::1]:7474")
        #expect(addressText(host: "example.org", port: 1) == "example.org:1")
    }

    @Test func gameCodesUseTheUnambiguousAlphabet() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<1000 {
            let code = GameCode.random(using: &generator)
            #expect(code.description.count == 6)
            #expect(code.description.allSatisfy { GameCode.alphabet.contains($0) })
            #expect(GameCode(code.description.lowercased()) == code)
        }
        for bad in ["K7QX3", "K7QX3MM", "K7QX0M", "K7QXIM", "K7QX M", "K7QX3\u{17F}", "K7QX3é", "K7QX3[", "K7QX3{"] {
            #expect(GameCode(bad) == nil, "\(bad)")
        }
        #expect(GameCode("k7qx3m")?.description == "K7QX3M")
    }

    @Test func seatTokensAre128BitsOfHex() {
        var generator = SeededGenerator(seed: 9)
        let tokens = (0..<1000).map { _ in SeatToken.random(using: &generator) }
        #expect(Set(tokens).count == 1000)
        #expect(tokens.allSatisfy { $0.description.count == 32 })
        #expect(SeatToken("xyz") == nil)
        #expect(SeatToken(String(repeating: "g", count: 32)) == nil)
    }

    @Test func constantTimeEqualityIsEquality() {
        #expect(ConstantTime.equal("3f9a", "3f9a"))
        #expect(!ConstantTime.equal("3f9a", "3f9b"))
        #expect(!ConstantTime.equal("3f9a", "xf9a"))
        #expect(!ConstantTime.equal("3f9a", "3f9a0"))
        #expect(!ConstantTime.equal("", "0"))
        #expect(ConstantTime.equal("", ""))
    }

    @Test func seatReferences() {
        #expect(SeatReference("k7qx3m/b")?.description == "K7QX3M/B")
        #expect(SeatReference("K7QX3M")?.seat == nil)
        #expect(SeatReference("K7QX3M/") == nil)
        #expect(SeatReference("K7QX3M/A/B") == nil)
        #expect(SeatReference("K7QX3M/C") == nil)
        #expect(SeatReference("K7QX3M/AB") == nil)
        #expect(SeatReference("K7QX3M/\u{E1}") == nil)
        #expect(SeatReference("/A") == nil)
        #expect(SeatReference("K7QX3M/a")?.seat == .a)
    }

    @Test func rulesWireForms() {
        #expect(Rules(wireForm: "salvo,apart") == Rules(variant: .salvo, shipsMayTouch: false))
        #expect(Rules.classic.wireForm == "classic")
        #expect(Rules(wireForm: "apart") == nil)
        #expect(Rules(wireForm: "classic,apart,apart") == nil)
    }

    @Test func everyRuleViolationHasItsOwnCode() {
        let cell = Coordinate(row: 0, column: 0)!  // A1
        let errors: [GameError] = [
            .notYourTurn, .alreadyFiredAt(cell), .repeatedTarget(cell), .fleetsNotReady, .gameOver,
            .wrongShotCount(expected: 3, given: 1), .fleetLocked, .fleetIncomplete(missing: [.carrier]),
        ]
        let codes = errors.map(\.protocolError.code)
        #expect(Set(codes).count == errors.count)
        #expect(GameError.wrongShotCount(expected: 3, given: 1).protocolError.fields == [Field("expected", 3)])
    }
}

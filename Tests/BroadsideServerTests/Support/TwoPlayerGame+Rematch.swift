import BroadsideCore
import Testing

extension TwoPlayerGame {
    /// Ends the round with Bob's `FORFEIT` and has Ann offer a rematch; returns once Bob has been
    /// told of the offer with `* REMATCH`, so that whatever he does next meets it standing.
    func bobForfeitsAndAnnOffersARematch() async throws {
        try await bob.ok(.forfeit(bobRef))
        #expect(try await ann.ok(.rematch(annRef)).final.words.contains("offered"))
        let bobRef = bobRef
        let by = try await bob.waitForEvent("REMATCH") { event -> Seat? in
            if case .rematch(let ref, let by) = event, ref == bobRef { return by }
            return nil
        }
        #expect(by == .a)
    }
}

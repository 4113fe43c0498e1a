import BroadsideCore
import Testing

/// A game restored to a checkpoint is the game it was when the checkpoint was taken: the moves
/// since, placing, removing and readying, are all undone, events included.
@Suite struct CheckpointTests {
    @Test func restoringUndoesEveryMoveSinceTheCheckpoint() throws {
        var game = Game()
        try game.place(ShipPlacement(.carrier, at: cell("A1"), .horizontal), for: .a)
        try game.place(ShipPlacement(.destroyer, at: cell("J1"), .horizontal), for: .b)
        let before = game
        let checkpoint = game.checkpoint()

        try game.place(ShipPlacement(.battleship, at: cell("C1"), .horizontal), for: .a)
        try game.remove(.carrier, for: .a)
        var generator = SystemRandomNumberGenerator()
        try game.placeRemainingRandomly(for: .b, using: &generator)
        try game.declareReady(.b)
        #expect(game != before)

        game.restore(checkpoint)
        #expect(game == before)
        #expect(game.events == before.events)
        #expect(game.fleet(of: .a) == before.fleet(of: .a))
        #expect(!game.isReady(.b))
    }
}

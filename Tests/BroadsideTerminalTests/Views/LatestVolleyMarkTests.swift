import BroadsideCore
import Testing
@testable import BroadsideTerminal

/// The marks of the latest volley each way have a style of their own, so that the newest miss
/// stands out on the grid from the older ones (a walkthrough: only the line saying it told which).
@Suite("The latest volley each way is marked on the grids")
struct LatestVolleyMarkTests {
    /// The style drawn at grid `column` (0 for 1) of the `grid`th grid (0: own fleet, 1: enemy
    /// waters) on row `row`, side by side.
    private func style(row: Character, column: Int, grid: Int) throws -> Style? {
        let screen = ClientView.screen(Presentation(of: Scenes.game), size: Scenes.size, now: Fixtures.now)
        let line = try #require(screen.lines.first { $0.text.hasPrefix(" \(row)  ") })
        let labels = Array(line.text).indices.filter { Array(line.text)[$0...].starts(with: " \(row) ") }
        let position = labels[grid] + 4 + 2 * column
        return line.spans.first { $0.range.contains(position) }?.style
    }

    @Test func theOpponentsLatestShotIsMarkedOnTheOwnFleet() throws {
        // bob's shots at ann: A3 hit, F6 miss, then A4 hit, the latest.
        #expect(try style(row: "A", column: 3, grid: 0) == .latest(.hit))
        #expect(try style(row: "A", column: 2, grid: 0) == .hit)
        #expect(try style(row: "F", column: 5, grid: 0) == .miss)
    }

    @Test func theOwnLatestShotIsMarkedOnTheEnemyWaters() throws {
        // ann's last shot sank the destroyer at H9; H8 was hit before it.
        #expect(try style(row: "H", column: 8, grid: 1) == .latest(.sunk))
        #expect(try style(row: "H", column: 7, grid: 1) == .sunk)
        #expect(AnsiRenderer.code(.latest(.sunk)) == "4;31")
    }
}

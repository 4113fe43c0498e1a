import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// What a player found in tmux at 40x12: the lobby's `?` list ended at `L: load or delete a saved
/// layout`, with nothing to say that q, Esc and Ctrl-C were cut off.
@Suite("A key list too long for the terminal says so")
struct ShortKeyListTests {
    static func guide(_ state: ClientState, _ columns: Int, _ rows: Int) -> [String] {
        var state = state
        state.keyGuide = state.page
        return Scenes.screen(state, TerminalSize(columns: columns, rows: rows)).components(separatedBy: "\n")
    }

    @Test(arguments: [(40, 12), (80, 12), (26, 20)])
    func aCutListCountsTheKeysLeftOutAndKeepsCtrlC(columns: Int, rows: Int) throws {
        let lines = Self.guide(Scenes.lobby, columns, rows)
        #expect(lines.count <= rows)
        let note = try #require(lines.first { $0.contains(" more") && $0.hasSuffix("enlarge the terminal") || $0.hasSuffix("enlarge terminal") }, "\(lines)")
        let listed = KeyGuide.of(Presentation(of: Scenes.lobby), now: Fixtures.now)?.listed.count ?? 0
        let shown = lines.filter { line in
            KeyGuide.of(Presentation(of: Scenes.lobby), now: Fixtures.now)?.listed.contains { line.hasPrefix("  \($0.keys)") } == true
        }.count
        #expect(note.trimmingCharacters(in: .whitespaces).hasPrefix("\(listed - shown) more"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  Ctrl-C") }, "\(lines)")
    }

    @Test func aListThatFitsSaysNothingOfMore() {
        #expect(!Self.guide(Scenes.lobby, 80, 24).joined().contains("more key"))
    }
}

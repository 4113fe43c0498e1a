import Foundation
import Testing
@testable import BroadsideTerminal

@Suite("Line mode's help: the commands of the mode played, within 80 columns")
struct PlainHelpTests {
    @Test(arguments: [PlayMode.network, .hotSeat, .solo])
    func everyLineFitsEightyColumns(_ mode: PlayMode) {
        let help = PlainHelp.lines(for: mode)
        #expect(help.count > 10)
        for line in help { #expect(line.count <= 80, "\(line.count): \(line)") }
        // A description that wraps goes on under its own column, not under the commands.
        #expect(help.dropFirst().allSatisfy { $0.hasPrefix("  ") || $0.hasPrefix("Ships:") || $0.hasPrefix("Grids:") || $0.hasPrefix("Enemy fleet") })
        // A player who reads the grids as text learns what the end's lowercase letters are.
        #expect(help.contains("Enemy fleet at the end: its cells never hit in lowercase (c b r s d)."))
    }

    /// On a narrower terminal the descriptions wrap under their own column too, never under the
    /// commands.
    @Test func onSixtyColumnsDescriptionsWrapUnderTheirColumn() throws {
        let help = PlainHelp.lines(for: .network, width: 60)
        for line in help { #expect(line.count <= 60, "\(line.count): \(line)") }
        let join = try #require(help.firstIndex { $0.hasPrefix("  join CODE") })
        #expect(help[join + 1].hasPrefix(String(repeating: " ", count: 24)) && help[join + 1].count > 24, "\(help[join...])")
        #expect(PlainView.wrapped(help, to: 60) == help)
    }

    @Test func eachModeListsItsOwnCommandsOnly() {
        let play = PlainHelp.lines(for: .network).joined(separator: "\n")
        #expect(play.contains("new [classic|salvo] [human|computer]") && play.contains("join CODE") && play.contains("claim"))
        #expect(!play.contains("NAME1") && !play.contains("(empty line)"))
        let hotSeat = PlainHelp.lines(for: .hotSeat).joined(separator: "\n")
        #expect(hotSeat.contains("new [classic|salvo] [NAME1 NAME2]") && hotSeat.contains("(empty line)"))
        // At a shared terminal there is no code to give, no absent opponent and no saved layout.
        for other in ["join", "human|computer", "claim", "layouts", "save NAME"] { #expect(!hotSeat.contains(other), "\(other)") }
        let solo = PlainHelp.lines(for: .solo).joined(separator: "\n")
        #expect(solo.contains("new [classic|salvo]  "))
        for other in ["join", "human|computer", "NAME1", "claim", "(empty line)"] { #expect(!solo.contains(other), "\(other)") }
    }

    /// Before a game: what to type, in lines a screen reader or an 80-column terminal takes whole.
    @Test(arguments: [PlayMode.network, .hotSeat, .solo])
    func theNewGamePromptFitsEightyColumns(_ mode: PlayMode) {
        var state = ClientState(mode: mode, playerName: "ann")
        state.page = .newGame(state.newGameForm)
        let prompt = PlainView.page(Presentation(of: state), now: Fixtures.now)
        #expect(prompt.contains { $0.hasPrefix("Type new [classic|salvo]") })
        for line in prompt { #expect(line.count <= 80, "\(line.count): \(line)") }
    }

    /// docs/CLIENT.md shows `broadside play`'s help as the client prints it.
    @Test func theClientGuideShowsThePlayHelp() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/CLIENT.md"), encoding: .utf8)
        #expect(guide.contains(PlainHelp.lines(for: .network).joined(separator: "\n")))
    }
}

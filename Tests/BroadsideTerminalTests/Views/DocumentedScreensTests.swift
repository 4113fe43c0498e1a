import Foundation
import Testing
@testable import BroadsideTerminal

/// The screens that README.md and docs/CLIENT.md show are the ones the views draw, so the
/// documentation cannot drift from the client.
@Suite("The screens in the documentation are what the views draw")
struct DocumentedScreensTests {
    @Test func clientGuideShowsTheLobbyEditorGameAndHandover() throws {
        let blocks = try Self.codeBlocks(in: "docs/CLIENT.md")
        for (name, state) in [("lobby", Scenes.lobby), ("editor", Scenes.editor), ("game", Scenes.game), ("handover", Scenes.handover)] {
            let screen = Self.normalized(Scenes.screen(state))
            #expect(blocks.contains(screen), "docs/CLIENT.md has no block showing the \(name) screen:\n\(screen)")
        }
    }

    @Test func readmeShowsTheGameScreen() throws {
        let screen = Self.normalized(Scenes.screen(Scenes.game))
        #expect(try Self.codeBlocks(in: "README.md").contains(screen), "README.md does not show the game screen:\n\(screen)")
    }

    /// The fenced blocks of a document of the repository, normalized.
    private static func codeBlocks(in document: String) throws -> [String] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let parts = text.components(separatedBy: "```")
        // Odd parts are inside fences; a fence's first line names the language, if any.
        return stride(from: 1, to: parts.count, by: 2).map { index in
            normalized(String(parts[index].drop { $0 != "\n" }.dropFirst()))
        }
    }

    /// A screen as a document shows it: no spaces at line ends, no blank lines around it, and no
    /// indentation that every line shares (the handover's sentence is centred on the screen).
    private static func normalized(_ screen: String) -> String {
        let trimmed = screen.components(separatedBy: "\n").map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        let lines = Array(trimmed.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }
}

import Testing
@testable import BroadsideTerminal

@Suite("Line mode's prompt and the news that arrives while it waits")
struct LinePromptTests {
    @Test func newsWhileThePromptWaitsGetsALineOfItsOwnAndThePromptAgain() {
        let prompt = LinePrompt(isShown: true)
        #expect(prompt.text(for: ["computer fired at E5: miss."], answersTypedLine: false, prompting: true)
            == "\ncomputer fired at E5: miss.\n> ")
        #expect(prompt.text(for: [], answersTypedLine: false, prompting: true) == "")
    }

    @Test func theAnswerToATypedLineFollowsItAndEndsWithThePrompt() {
        let prompt = LinePrompt(isShown: true)
        #expect(prompt.text(for: ["You fired at A1: miss."], answersTypedLine: true, prompting: true) == "You fired at A1: miss.\n> ")
        #expect(prompt.text(for: [], answersTypedLine: true, prompting: true) == "> ")
        #expect(prompt.text(for: ["Bye."], answersTypedLine: true, prompting: false) == "Bye.\n")
    }

    /// Scripts read standard input from a pipe: no prompt, nothing but the lines.
    @Test func withoutATerminalThereIsNoPrompt() {
        let prompt = LinePrompt(isShown: false)
        #expect(prompt.text(for: ["computer fired at E5: miss."], answersTypedLine: false, prompting: true) == "computer fired at E5: miss.\n")
        #expect(prompt.text(for: [], answersTypedLine: true, prompting: true) == "")
    }
}

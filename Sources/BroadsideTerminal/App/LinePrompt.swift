/// Line mode's output around its prompt (`> `, shown only when a person types at a terminal).
/// What answers a typed line starts on a fresh line, since the terminal echoed the Enter; news
/// that arrives while the prompt waits would follow it on its line, so it starts a line of its
/// own and the prompt is shown again below it.
struct LinePrompt {
    static let prompt = "> "
    let isShown: Bool

    /// The text to write for `lines`: after a typed line (`answersTypedLine`), or news while the
    /// prompt waits. `prompting` is false once the client is ending.
    func text(for lines: [String], answersTypedLine: Bool, prompting: Bool) -> String {
        guard isShown else { return lines.map { $0 + "\n" }.joined() }
        guard answersTypedLine || !lines.isEmpty else { return "" }
        let news = answersTypedLine || lines.isEmpty ? "" : "\n"
        return news + lines.map { $0 + "\n" }.joined() + (prompting ? Self.prompt : "")
    }
}

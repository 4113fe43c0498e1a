/// The sentence the controller gives a lost connection (`Effect.connectionLost`), and what the
/// app makes of it when it tries to connect again.
enum LostConnection {
    /// What a sentence of a lost connection ends with where the games can be taken up again.
    static let wayBack = "; start again to resume your games"

    /// The sentence of a loss without the way back: why an attempt to connect again failed, which
    /// the final sentence names before giving the way back once.
    static func reasonAlone(_ sentence: String) -> String {
        sentence.hasSuffix(wayBack) ? String(sentence.dropLast(wayBack.count)) : sentence
    }
}

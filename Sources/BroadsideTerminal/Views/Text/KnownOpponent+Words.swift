extension KnownOpponent {
    /// How the player is told of the opponent, nil while nobody has joined. The computer is said
    /// so: a human may be called `computer`.
    var label: String? { kind == .computer ? "the computer" : name }
}

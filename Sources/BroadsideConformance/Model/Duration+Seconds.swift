extension Duration {
    /// `2.5s`, for messages.
    var secondsText: String { "\((seconds * 10).rounded() / 10)s" }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }

    /// `2.5s`, for messages.
    var secondsText: String { "\((seconds * 10).rounded() / 10)s" }
}

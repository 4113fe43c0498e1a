extension GameRemoval {
    /// What the player is told on any answer but y.
    var declined: String {
        switch action {
        case .callOff, .giveUp: "Nothing was given up: \(code) goes on."
        case .forget: "\(code) stays in the list."
        }
    }
}

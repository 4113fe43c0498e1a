/// What the client says of saved fleet layouts where both screens and line mode say it.
enum LayoutPhrases {
    /// Hot-seat offers no saved layouts: both players share the file, so one could load, and so
    /// see, the other's fleet.
    static let noneAtSharedTerminal = "No saved layouts at a shared terminal: the other player could load yours."
}

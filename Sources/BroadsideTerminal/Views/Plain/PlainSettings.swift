/// What a line-mode player chose to hear less of, for the rest of the session.
struct PlainSettings: Hashable, Sendable {
    /// Whether the grids are printed as the game goes (`grids on`, the default): the enemy waters
    /// each time the turn comes back, both grids on a game's page, the fleet being placed. An aid
    /// to aiming at a glance, a hundred cells read aloud to a screen reader. Off, only `show`
    /// prints them, and fleets are said in words.
    var printsGrids = true

    init() {}
}

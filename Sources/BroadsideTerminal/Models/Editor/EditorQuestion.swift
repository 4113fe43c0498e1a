/// What the fleet editor asks before something that cannot be undone; the next key answers it,
/// and only y carries it out, as every question of the client.
enum EditorQuestion: Hashable, Sendable {
    /// `x` with ships placed: pick every one up.
    case clearFleet
    /// Saving the layout under the name of one saved already.
    case replaceLayout(String)
    /// `d` in the list of saved layouts.
    case deleteLayout(String)
}

/// What the fleet editor asks before something that cannot be undone; the next key answers it,
/// and only y carries it out, as every question of the client.
enum EditorQuestion: Hashable, Sendable {
    /// `x` with ships placed: pick every one up.
    case clearFleet
    /// Saving the layout under the name of one saved already.
    case replaceLayout(String)
    /// `d` in the list of saved layouts.
    case deleteLayout(String)

    var text: String {
        switch self {
        case .clearFleet: "Pick up every ship? y/n"
        case .replaceLayout(let name): "A layout called \"\(name)\" exists: replace it? y/n"
        case .deleteLayout(let name): "Delete the layout \"\(name)\"? y/n"
        }
    }

    /// What the player is told on any other key.
    var declined: String {
        switch self {
        case .clearFleet: "Nothing was cleared: the fleet stays as it is."
        case .replaceLayout(let name): "Kept the layout \"\(name)\": type another name, or Esc to go back."
        case .deleteLayout(let name): "Kept the layout \"\(name)\"."
        }
    }
}

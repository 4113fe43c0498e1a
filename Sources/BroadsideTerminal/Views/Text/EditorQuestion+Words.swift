extension EditorQuestion {
    /// The question, with its y/n.
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

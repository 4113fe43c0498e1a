extension NewGameForm.Problem {
    var sentence: String {
        switch self {
        case .invalidName(let player): "Player \(player)'s name must be 1-16 \(FieldContent.nameCharacters)."
        case .sameNames: "The two players need different names (not only in capitals)."
        }
    }
}

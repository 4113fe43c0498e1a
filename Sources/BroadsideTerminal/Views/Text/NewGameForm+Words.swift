extension NewGameForm.Problem {
    var sentence: String {
        switch self {
        case .invalidName(let player): "Player \(player)'s name must be \(FieldContent.nameRule)."
        case .sameNames: "The two players need different names (not only in capitals)."
        }
    }
}

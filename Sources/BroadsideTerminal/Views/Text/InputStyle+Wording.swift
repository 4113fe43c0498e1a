extension InputStyle {
    /// `press r` or `type rematch`.
    func ask(key: String, command: String) -> String {
        switch self {
        case .keys: "press \(key)"
        case .commands: "type \(command)"
        }
    }
}

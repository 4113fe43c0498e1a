/// Hot-seat: the screen between turns. It carries the one sentence, the way out and what a key
/// pressed there was told, nothing else: no grid, no ship, no shot of either player.
enum HandoverView {
    static func layouts(playerName: String, message: String?, height: Int) -> [Layout] {
        let sentence = ScreenLine("Pass the terminal to \(playerName), then press Space.", style: .emphasis).marked(.whole)
        let above = [ScreenLine](repeating: ScreenLine(), count: max(height / 2 - 1, 0))
        let keys = ScreenLine(KeyGuide.line(of: KeyGuide.handover), style: .faint).marked(.whole)
        let note = ScreenLine(message ?? "", style: .warning).marked(.message(rank: 0)).indented(by: 2)
        return [
            Layout(above + [sentence.indented(by: 2), ScreenLine(), keys.indented(by: 2), note], minimumWidth: 20),
            Layout(above + [sentence.indented(by: 2), note], minimumWidth: 20),
        ]
    }
}

/// Hot-seat: the screen between turns. It carries the one sentence and the way out, nothing
/// else: no grid, no ship, no shot of either player.
public enum HandoverView {
    public static func layouts(playerName: String, height: Int) -> [Layout] {
        let sentence = ScreenLine("Pass the terminal to \(playerName), then press Enter.", style: .emphasis).marked(.whole)
        let above = [ScreenLine](repeating: ScreenLine(), count: max(height / 2 - 1, 0))
        let keys = ScreenLine("Enter take the terminal · q lobby", style: .faint).marked(.whole)
        return [
            Layout(above + [sentence.indented(by: 2), ScreenLine(), keys.indented(by: 2)], minimumWidth: 20),
            Layout(above + [sentence.indented(by: 2)], minimumWidth: 20),
        ]
    }
}

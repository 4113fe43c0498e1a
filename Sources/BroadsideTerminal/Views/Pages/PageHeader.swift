/// The first line of the game and editor screens: which game, whose seat, the series score.
enum PageHeader {
    /// Where the width is short the title gives up its least useful parts whole, rather than be
    /// cut in the middle of the score: the rules, then the round, then the program's name, then
    /// the word "score"; then the players' names are cut, the longest first, so that the code
    /// (which game) and the score show at every width a page shows at. Salvo, which changes how
    /// many shots a turn is, is kept longer: until only the names and the score are left.
    static func line(_ model: SeatModel, name: String) -> ScreenLine {
        let summary = model.summary
        let score = "\(summary.score[model.seat])-\(summary.score[model.seat.opponent])"
        // Before anyone joined "?" holds the opponent's place: short enough for every width, and
        // the waiting line below says whom the code is for.
        let opponent = model.opponentName ?? "?"
        let (code, players) = ("\(summary.reference.code)", "\(name) vs \(opponent)")
        let rules = summary.rules.variant.rawValue
        let round = "round \(summary.round)"
        let scored = "score \(score)"
        let longest = max(name.count, opponent.count)
        let cutNames = stride(from: longest, through: 2, by: -1).map { width in
            plain([code, "\(name.cut(to: width)) vs \(opponent.cut(to: width))", score])
        }
        let shorter = if summary.rules.variant == .salvo {
            [title([code, rules, players, scored]), plain([code, rules, players, scored]), plain([code, rules, players, score])]
        } else {
            [title([code, round, players, scored]), title([code, players, scored]), plain([code, players, scored])]
        }
        return title([code, rules, round, players, scored])
            .shortened(to: shorter + [plain([code, players, score])] + cutNames).marked(.cut)
    }

    private static func title(_ parts: [String]) -> ScreenLine {
        var line = ScreenLine("Broadside", style: .title)
        line.append("  " + plain(parts).text)
        return line
    }

    private static func plain(_ parts: [String]) -> ScreenLine {
        ScreenLine(parts.joined(separator: " · "))
    }
}

import BroadsideCore
import BroadsideProtocol

/// The game screen: own grid and target grid (side by side when there is room, else stacked),
/// ships afloat, the status lines and the keys.
enum GameView {
    static func layouts(
        _ model: SeatModel, aim: Aim, session: Presentation, now: ContinuousClock.Instant
    ) -> [Layout] {
        let name = session.playerName(of: model.reference)
        let isHotSeat = session.isHotSeat(model.reference.code)
        let ownTitle = ScreenLine("Your fleet (\(name))", style: .title).marked(.cut)
        let (incoming, outgoing) = (Set(model.lastIncomingVolley.map(\.target)), Set(model.lastVolley.map(\.target)))
        let ownCells = GridView.lines { Glyphs.own(model.ownGrid.mark(at: $0)).latest(incoming.contains($0)) }
        let targetCursor = model.isAiming(isHotSeat: isHotSeat) ? aim.cursor : nil
        let target = [ScreenLine("Enemy waters (\(model.opponentLabel))", style: .title).marked(.cut)]
            + GridView.lines(cursor: targetCursor) { cell in
                aim.salvo.contains(cell) ? GridCell("*", .cursor) : Glyphs.target(model.targetGrid, cell).latest(outgoing.contains(cell))
            }
        let header = [PageHeader.line(model, name: name), ScreenLine()]
        let footer = [ScreenLine()] + details(model, aim: aim, name: name, isHotSeat: isHotSeat, session: session, now: now)
        // Side by side, a long name is cut to the grid's width rather than push the target grid
        // past the page's width.
        let ownBeside = [ownTitle.truncated(to: GridView.width).marked(.cut)] + ownCells
        let otherFooters = footersAtOtherMoments(model, name: name, isHotSeat: isHotSeat, now: now)
        return [
            header + Layout.sideBySide(ownBeside, target, gap: 4),
            header + [ownTitle] + ownCells + [ScreenLine()] + target,
        ].enumerated().map { index, body in
            Layout(body + footer, minimumWidth: index == 0 ? 2 * GridView.width + 6 : Layout.narrowestWidth,
                   linesAtOtherMoments: otherFooters.map { body + $0 })
        }
    }

    /// The lines always shown at the foot of the page at each moment the round comes to with no
    /// key pressed: either player's turn, a claim due or not. On the player's turn the keys to aim
    /// and fire take more room, on the opponent's those to aim ahead (in salvo, to pick ahead),
    /// so the page needs the rows of the tallest: else it would hide itself when the turn changes.
    private static func footersAtOtherMoments(
        _ model: SeatModel, name: String, isHotSeat: Bool, now: ContinuousClock.Instant
    ) -> [[ScreenLine]] {
        guard model.isPlaying, model.summary.turn != nil else { return [] }
        return [true, false].flatMap { isMine in
            [true, false].map { claimIsDue in
                afloatLines(model) + [
                    GameStatus.turn(model, isMine: isMine, playerName: name, isHotSeat: isHotSeat, now: now).marked(.whole),
                    // While the round is played no rematch is on offer, to decline or not.
                    keysLine(model, isHotSeat: isHotSeat, mayDecline: false, claimIsDue: claimIsDue, isMyTurn: isMine),
                ]
            }
        }
    }

    /// The lines of ships afloat, and of the keys: shown at every moment, kept whole.
    private static func afloatLines(_ model: SeatModel) -> [ScreenLine] {
        afloat(model).map { ScreenLine($0).marked(.whole) }
    }

    private static func keysLine(
        _ model: SeatModel, isHotSeat: Bool, mayDecline: Bool, claimIsDue: Bool, isMyTurn: Bool? = nil
    ) -> ScreenLine {
        ScreenLine(keys(model, isHotSeat: isHotSeat, mayDecline: mayDecline, claimIsDue: claimIsDue, isMyTurn: isMyTurn), style: .faint)
            .marked(.whole)
    }

    private static func details(
        _ model: SeatModel, aim: Aim, name: String, isHotSeat: Bool, session: Presentation, now: ContinuousClock.Instant
    ) -> [ScreenLine] {
        // The result the player has yet to read keeps its rows first. Against a person, who takes
        // their time, it is that of whoever fired last: the opponent's when it is this seat's turn
        // or when they won. The computer answers within the player's own shot: the player's
        // result is still unread then, and the computer's shots are marked on their own grid.
        let incomingIsNewer = model.summary.opponent == .human
            && (model.isMyTurn || (model.isOver && model.summary.winner == model.seat.opponent))
        let (ownRank, incomingRank) = incomingIsNewer ? (MessageRank.olderResult, MessageRank.newerResult) : (.newerResult, .olderResult)
        let incoming = model.lastIncomingVolley
        let mayDecline = session.mayDeclineRematch(in: model.reference.code)
        var lines = afloatLines(model) + [
            ScreenLine(),
            GameStatus.headline(model, playerName: name, isHotSeat: isHotSeat, mayDecline: mayDecline, style: .keys, now: now)
                .marked(.whole),
            ownResult(model, rank: ownRank),
            result(ShotPhrases.incoming(incoming, by: model.opponentLabel, fleet: model.ownGrid.fleet),
                   briefly: ShotPhrases.incomingBriefly(incoming, by: model.opponentLabel), incomingRank),
        ]
        if let aiming = aimingLine(model, aim: aim, isHotSeat: isHotSeat) {
            lines.append(message(aiming, aim.typed.isEmpty && aim.salvo.isEmpty ? .idleSalvoCount : .aiming))
        }
        let ground = session.claimGround(for: model, now: now)
        // A line of its own, so that no note hides the count (a claim refused as too early, say).
        if let claim = GameStatus.claim(model, style: .keys, ground: ground, now: now) {
            lines.append(message(claim, .claim, style: .warning))
        }
        let (note, briefly): (String, String?) = switch session.statusNote(at: now) {
        case .question: (GameStatus.forfeitQuestion(model), GameStatus.forfeitQuestionBriefly(model))
        case .said(let text): (text, nil)
        case .news(let news): (news.sentence(opponent: model.opponentLabel), nil)
        case nil: ("", nil)
        }
        lines.append(message(note, .note, style: .warning).shortened(to: briefly.map { [ScreenLine($0, style: .warning)] } ?? []))
        lines.append(keysLine(model, isHotSeat: isHotSeat, mayDecline: mayDecline, claimIsDue: ground?.isMet == true))
        return lines
    }

    /// Which messages keep their rows longest when rows are short, the last here first: the note
    /// (an error, a notice, the server gone) is what just happened; the claim is the way to win
    /// against an opponent who is away or stalling; what the player is typing or choosing is what
    /// they are doing; of the results, the newer one is what they have yet to read; a salvo count
    /// with nothing chosen only says what the headline says.
    private enum MessageRank: Int {
        case idleSalvoCount, olderResult, newerResult, aiming, claim, note
    }

    private static func message(_ text: String, _ rank: MessageRank, style: Style? = nil) -> ScreenLine {
        ScreenLine(text, style: style).marked(.message(rank: rank.rawValue))
    }

    /// A volley's result, in fewer words where its rows are too few for it whole: so that a salvo
    /// on a short terminal says what every shot did rather than be cut.
    private static func result(_ text: String?, briefly: String?, _ rank: MessageRank) -> ScreenLine {
        message(text ?? "", rank).shortened(to: briefly.map { [ScreenLine($0)] } ?? [])
    }

    /// Against the computer, whose answer comes with it and is as new, the player's own result
    /// is said in fewer words where in full it would leave the answer no row.
    private static func ownResult(_ model: SeatModel, rank: MessageRank) -> ScreenLine {
        let line = result(ShotPhrases.own(model.lastVolley), briefly: ShotPhrases.ownBriefly(model.lastVolley), rank)
        return model.summary.opponent == .computer ? line.leavingNextMessageARow() : line
    }

    private static func aimingLine(_ model: SeatModel, aim: Aim, isHotSeat: Bool) -> String? {
        guard model.isAiming(isHotSeat: isHotSeat) else { return nil }
        let typed = aim.typed.isEmpty ? "" : "Target: \(aim.typed)  "
        // Ahead of the player's turn, a count with nothing chosen would only be noise.
        guard model.rules.variant == .salvo, model.isMyTurn || !aim.salvo.isEmpty else { return typed.isEmpty ? nil : typed }
        let chosen = aim.salvo.map(\.description).joined(separator: " ")
        let size = model.nextVolleySize
        // More than the turn takes, once a ship of the player's was sunk while they picked ahead.
        let count = aim.salvo.count > size ? "\(aim.salvo.count) chosen (\(aim.salvo.count - size) too many)" : "\(aim.salvo.count) of \(size) chosen"
        return typed + "Salvo: \(count) \(chosen)"
    }

    /// `mayDecline`: an offer of a rematch can be declined (`Presentation.mayDeclineRematch`);
    /// `claimIsDue`: a claim would win now (`ClaimGround.isMet`); `isMyTurn`: whose turn, the
    /// model's where nil.
    static func keys(_ model: SeatModel, isHotSeat: Bool, mayDecline: Bool, claimIsDue: Bool, isMyTurn: Bool? = nil) -> String {
        KeyGuide.line(of: KeyGuide.game(model, isHotSeat: isHotSeat, mayDecline: mayDecline, claimIsDue: claimIsDue, isMyTurn: isMyTurn))
    }

    /// The ships afloat on each side, `Afloat: ...` then `Enemy afloat: ...`. A round that ended
    /// before it started has none to speak of: its fleets were still being placed; nor has an
    /// enemy before anyone joined.
    static func afloat(_ model: SeatModel) -> [String] {
        [ownAfloat(model), enemyAfloat(model)]
    }

    static func ownAfloat(_ model: SeatModel) -> String {
        "Afloat: " + (!model.isOver || model.roundStarted ? shipList(model.ownGrid.afloat) : "-")
    }

    static func enemyAfloat(_ model: SeatModel) -> String {
        let counts = (!model.isOver || model.roundStarted) && model.phase != .waiting
        return "Enemy afloat: " + (counts ? shipList(model.targetGrid.afloat) : "-")
    }

    private static func shipList(_ kinds: [ShipKind]) -> String {
        kinds.isEmpty ? "none" : kinds.map(\.name).joined(separator: " ")
    }
}

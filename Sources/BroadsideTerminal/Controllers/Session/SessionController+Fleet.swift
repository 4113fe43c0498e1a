import BroadsideCore
import BroadsideProtocol

extension SessionController {
    /// Editor changes are made locally, checked by the rules, and mirrored to the server at once,
    /// so a fleet half placed survives a restart.
    mutating func performFleetIntent(_ intent: FleetIntent) -> [Effect] {
        guard let ref = state.page.seat, var editor = state.editors[ref] else {
            state.message = handoverPending ?? "Open a game whose fleet is being placed first."
            return []
        }
        defer { state.editors[ref] = editor }
        switch intent {
        case .placeSelected:
            guard editor.selected != nil else { return declareReady(ref, editor) }
            do {
                guard let placement = try editor.placeSelected() else { return [] }
                return [.send(.place(ref, .ships([placement])))]
            } catch {
                // The editor's status line already says why the ship in hand cannot go there.
                if editor.candidateProblem == nil { state.message = sentence(error.description) }
                return []
            }
        case .place(let placement):
            do {
                try editor.place(placement)
                return [.send(.place(ref, .ships([placement])))]
            } catch {
                state.message = sentence(error.description)
                return []
            }
        case .pickUp(let kind):
            guard let placement = editor.pickUp(kind) else {
                state.message = kind.map { "The \($0.name) is not placed." } ?? "There is no ship under the cursor."
                return []
            }
            return [.send(.remove(ref, .ships([placement.kind])))]
        case .placeRandomly:
            let before = editor.fleet.placements
            // A whole fleet is laid again: pressed again and again, R tries one layout after another.
            if editor.isComplete { editor.reset() }
            let added = editor.placeRemainingRandomly(using: &random)
            return replaceOnServer(ref, keeping: before, with: editor.fleet.placements, added: added)
        case .resetFleet:
            guard !editor.fleet.placements.isEmpty else {
                state.message = "No ship is placed, so there is nothing to clear."
                return []
            }
            editor.reset()
            state.message = "Picked up every ship: place them again, or \(state.inputStyle.ask(key: "R", command: "random")) for a random fleet."
            return [.send(.remove(ref, .all))]
        case .showLayouts:
            guard !state.layouts.names.isEmpty else {
                state.message = "No saved layouts yet: place a fleet and press s to save it."
                return []
            }
            state.page = .layouts(ref, selection: 0)
            return []
        case .startSavingLayout:
            guard isWholeForSaving(editor) else { return [] }
            state.page = .saveLayout(ref, TextField(for: .layoutName))
            return []
        case .saveLayout(let name):
            // Line mode's `save` comes here at once, without the full screen's `s`.
            guard isWholeForSaving(editor) else { return [] }
            return saveLayout(editor.fleet.placements, as: name, backTo: ref)
        case .loadLayout(let name):
            guard let layout = state.layouts[name] else {
                state.message = "There is no layout called \"\(name)\"."
                return []
            }
            var loaded = editor
            do {
                try loaded.load(layout)
            } catch {
                state.message = "The layout \"\(name)\" does not fit these rules: \(error.description)."
                return []
            }
            // Layouts saved by a client that let a fleet half placed be saved: loaded, one would
            // take every ship off the grid, and an empty one make a PLACE the server refuses.
            guard loaded.isComplete else {
                let missing = loaded.fleet.missing(for: loaded.rules).map(\.name).joined(separator: ", ")
                state.message = "The layout \"\(name)\" does not place every ship (no \(missing)), so it was not loaded."
                return []
            }
            editor = loaded
            state.page = .editor(ref)
            state.message = "Loaded the layout \"\(name)\"."
            return [.send(.remove(ref, .all)), .send(.place(ref, .ships(layout)))]
        case .declareReady:
            return declareReady(ref, editor)
        }
    }

    /// Layouts can be deleted from anywhere; the list stays on screen while it has any.
    mutating func deleteLayout(_ name: String) -> [Effect] {
        guard state.layouts[name] != nil else {
            state.message = "There is no layout called \"\(name)\"."
            return []
        }
        state.layouts.delete(name)
        if case .layouts(let ref, _) = state.page {
            state.page = state.layouts.names.isEmpty ? .editor(ref) : .layouts(ref, selection: 0)
        }
        state.message = "Deleted the layout \"\(name)\"."
        return [.saveLayouts(state.layouts)]
    }

    /// Whether the fleet may be saved as a layout, which is a whole fleet; if not, says so.
    private mutating func isWholeForSaving(_ editor: FleetEditor) -> Bool {
        if !editor.isComplete { state.message = "Place every ship before saving the layout." }
        return editor.isComplete
    }

    private mutating func declareReady(_ ref: SeatReference, _ editor: FleetEditor) -> [Effect] {
        guard editor.isComplete else {
            let missing = editor.fleet.missing(for: editor.rules).map(\.name).joined(separator: ", ")
            state.message = "Still to place: \(missing)."
            return []
        }
        return [.send(.ready(ref))]
    }

    private mutating func saveLayout(_ placements: [ShipPlacement], as name: String, backTo ref: SeatReference) -> [Effect] {
        let trimmed = name.trimmingSpaces
        guard SavedLayouts.isValidName(trimmed) else {
            state.message = "A layout name is 1 to 24 letters a-z and A-Z, digits, spaces and punctuation, not only spaces."
            return []
        }
        // The full screen asks before it replaces one; line mode's `save` is told it did.
        let replaced = state.layouts[trimmed] != nil
        state.layouts.save(placements, as: trimmed)
        state.page = .editor(ref)
        state.message = "\(replaced ? "Replaced" : "Saved") the layout \"\(trimmed)\"."
        return [.saveLayouts(state.layouts)]
    }

    /// The commands that make the server's fleet match the editor's after a random fill: only the
    /// new ships, unless the editor had to start over.
    private func replaceOnServer(
        _ ref: SeatReference, keeping before: [ShipPlacement], with after: [ShipPlacement], added: [ShipPlacement]
    ) -> [Effect] {
        guard !added.isEmpty else { return [] }
        let keptAll = before.allSatisfy(after.contains)
        let place: Effect = .send(.place(ref, .ships(keptAll ? added : after)))
        return keptAll ? [place] : [.send(.remove(ref, .all)), place]
    }

    /// `OK READY`: the player waits for the opponent; in hot-seat the terminal goes to whoever is
    /// next, unless that is the player who has it (the last to ready fires first).
    mutating func fleetReady(_ ref: SeatReference, now: ContinuousClock.Instant) {
        state.seats[ref]?.markReady(with: state.editors[ref]?.fleet.placements ?? [], now: now)
        state.editors[ref] = nil
        guard state.isHotSeat(ref.code) else {
            state.page = .game(ref)
            return
        }
        let other = SeatReference(ref.code, ref.seat?.opponent ?? .b)
        let otherReady = state.seats[other]?.isReady ?? false
        let first = state.seats[ref]?.summary.first ?? .a
        let next = otherReady ? SeatReference(ref.code, first) : other
        state.page = next == ref ? .game(ref) : .handover(next)
    }
}

import BroadsideCore

/// Shot results in words, for the status line and line mode.
public enum ShotPhrases {
    /// `miss`, `hit`, `Cruiser sunk!`.
    public static func result(_ shot: Shot) -> String {
        switch shot.result {
        case .miss: "miss"
        case .hit: "hit"
        case .sunk(let placement): "\(placement.kind.name) sunk!"
        }
    }

    /// `You fired at B7: miss.`, or a salvo: `You fired: B7 miss, C3 hit.`
    public static func own(_ shots: [Shot]) -> String? {
        volley(shots, shooter: "You") { result($0) }
    }

    /// `bob fired at C3: hit your Cruiser.`: the opponent's shots at the player's own fleet.
    public static func incoming(_ shots: [Shot], by name: String, fleet: Fleet) -> String? {
        volley(shots, shooter: name) { shot in
            switch shot.result {
            case .miss: "miss"
            case .hit: fleet.ship(at: shot.target).map { "hit your \($0.name)" } ?? "hit"
            case .sunk(let placement): "your \(placement.kind.name) sunk!"
            }
        }
    }

    private static func volley(_ shots: [Shot], shooter: String, describe: (Shot) -> String) -> String? {
        guard let first = shots.first else { return nil }
        let text: String
        if shots.count == 1 {
            text = "\(shooter) fired at \(first.target): \(describe(first))"
        } else {
            text = "\(shooter) fired: " + shots.map { "\($0.target) \(describe($0))" }.joined(separator: ", ")
        }
        return text.hasSuffix("!") ? text : text + "."
    }
}

/// The budgets of one IP address that only playing spends (games created, seats resumed, moves
/// stored; PROTOCOL.md 11), as `broadside serve` options that raise them out of the way: the
/// harnesses' players all play from 127.0.0.1, faster than any crowd of people behind one
/// address, and a budget spent refuses their games, resumes or shots. No attacker spends them,
/// so a flood run raises them whatever it tests.
public enum PlayerBudgets {
    public static let serverArguments = [
        "--games-per-minute", "1000000", "--resumes-per-minute", "1000000", "--stored-moves-per-second", "1000000",
    ]
}

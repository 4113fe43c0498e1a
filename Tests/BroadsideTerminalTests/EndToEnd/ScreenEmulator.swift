/// Enough of a VT100 to rebuild what the client draws: text, `CSI row;col H`, `CSI K`, `CSI J`,
/// cursor moves; colours and modes are read and dropped.
struct ScreenEmulator {
    private(set) var rows: [[Character]]
    private var row = 0
    private var column = 0
    private var pending: [UInt8] = []
    private var wrapPending = false

    init(columns: Int, rows: Int) {
        self.rows = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The screen as text, trailing spaces dropped.
    var text: String {
        rows.map { String(String($0).reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    mutating func feed(_ bytes: [UInt8]) {
        pending += bytes
        var index = 0
        while index < pending.count {
            guard let consumed = step(pending[index...]) else { break }
            index += consumed
        }
        pending.removeFirst(index)
    }

    /// Handles one character or sequence; nil when it is not complete yet.
    private mutating func step(_ bytes: ArraySlice<UInt8>) -> Int? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escape(bytes)
        case 0x0D: column = 0; wrapPending = false
        case 0x0A: row = min(row + 1, rows.count - 1); wrapPending = false
        case 0x08: column = max(column - 1, 0); wrapPending = false
        case 0x00..<0x20, 0x7F: break
        default:
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
            guard bytes.count >= length else { return nil }
            let slice = bytes[bytes.startIndex..<(bytes.startIndex + length)]
            put(String(decoding: slice, as: UTF8.self).first ?? "?")
            return length
        }
        return 1
    }

    /// As on a real terminal, the cursor stays on the last column once it is written there, so a
    /// clear sent then erases that character too. What is written past it is dropped.
    private mutating func put(_ character: Character) {
        guard row < rows.count, !wrapPending else { return }
        rows[row][column] = character
        if column < rows[row].count - 1 { column += 1 } else { wrapPending = true }
    }

    private mutating func escape(_ bytes: ArraySlice<UInt8>) -> Int? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        guard bytes[start + 1] == UInt8(ascii: "[") else { return 2 }
        var end = start + 2
        while end < bytes.endIndex, (0x30...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.endIndex else { return nil }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = (numbers.first ?? nil) ?? 0
        wrapPending = false
        switch bytes[end] {
        case UInt8(ascii: "H"):
            row = min(max(first, 1), rows.count) - 1
            column = min(max((numbers.count > 1 ? numbers[1] : nil) ?? 1, 1), rows[0].count) - 1
        case UInt8(ascii: "K"):
            if row < rows.count { for index in column..<rows[row].count { rows[row][index] = " " } }
        case UInt8(ascii: "J"):
            let from = first == 2 ? 0 : row + 1
            if first != 2, row < rows.count { for index in column..<rows[row].count { rows[row][index] = " " } }
            for index in from..<rows.count { rows[index] = Array(repeating: " ", count: rows[index].count) }
        case UInt8(ascii: "A"): row = max(row - max(first, 1), 0)
        case UInt8(ascii: "B"): row = min(row + max(first, 1), rows.count - 1)
        case UInt8(ascii: "C"): column = min(column + max(first, 1), rows[0].count - 1)
        case UInt8(ascii: "D"): column = max(column - max(first, 1), 0)
        case UInt8(ascii: "h") where parameters == "?1049", UInt8(ascii: "l") where parameters == "?1049":
            rows = rows.map { Array(repeating: " ", count: $0.count) }
        default: break
        }
        return end - start + 1
    }
}

extension Coordinate {
    /// The cell `rows` and `columns` away, stopping at the edges of the grid: a cursor's step.
    public func moved(rows: Int, columns: Int) -> Coordinate {
        let last = Self.gridSize - 1
        return Coordinate(validRow: min(max(row + rows, 0), last), column: min(max(column + columns, 0), last))
    }
}

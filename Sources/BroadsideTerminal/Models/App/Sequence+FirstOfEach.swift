extension Sequence where Element: Hashable {
    /// The elements in their order, each once, where it first comes.
    func firstOfEach() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

import BroadsideCore
import Testing

@Suite("A count and its noun")
struct CountedNounTests {
    @Test func theNounTakesAnSButForOne() {
        #expect("\(1, counting: "shot") fired" == "1 shot fired")
        #expect("\(0, counting: "game")" == "0 games")
        #expect("refused \(3, counting: "new game")" == "refused 3 new games")
    }
}

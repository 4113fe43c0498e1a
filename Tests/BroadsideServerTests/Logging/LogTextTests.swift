import BroadsideProtocol
@testable import BroadsideServer
import Logging
import Testing

/// What comes from outside the server is written into a line of the text log with its control
/// characters escaped: one entry is one line, whatever a client put in a name.
@Suite struct LogTextTests {
    @Test func controlCharactersAndLineSeparatorsAreEscaped() {
        #expect(VisibleText.escaped("evil\n2026-11-27 info forged\r\tx") == "evil\\n2026-11-27 info forged\\r\\tx")
        #expect(VisibleText.escaped("\u{1B}[2J\u{7F}\u{85}\u{2028}\u{2029}\u{0}") == "\\u{1B}[2J\\u{7F}\\u{85}\\u{2028}\\u{2029}\\u{0}")
    }

    @Test func printableTextIsLeftAsItIs() {
        for text in ["CN=Broadside players", "ann vs computer", "héllo→✓ \\n", ""] {
            #expect(VisibleText.escaped(text) == text)
        }
    }

    @Test func fieldsAreEscapedInListsAndDictionariesToo() {
        let value: Logger.MetadataValue = .dictionary(["a": .array([.string("x\ny"), .stringConvertible(1)]), "b": "z\r"])
        #expect(LogText.escaped(value) == .dictionary(["a": .array([.string("x\\ny"), .string("1")]), "b": .string("z\\r")]))
    }
}

/// A field's value with a space is quoted, so that the line reads back as one set of fields.
@Suite struct LogFieldTests {
    @Test func valuesWithSpacesQuotesOrNothingAreQuoted() {
        #expect(LogText.field("ann vs bob") == .string("\"ann vs bob\""))
        #expect(LogText.field("say \"hi\"\\now") == .string("\"say \\\"hi\\\"\\\\now\""))
        #expect(LogText.field("") == .string("\"\""))
        #expect(LogText.field("a b\nc") == .string("\"a b\\\\nc\""))
    }

    @Test func otherValuesAreLeftAsTheyAre() {
        #expect(LogText.field("K7QX3M") == .string("K7QX3M"))
        #expect(LogText.field("#12") == .string("#12"))
        #expect(LogText.field(.array(["a b"])) == .array([.string("a b")]))
    }
}

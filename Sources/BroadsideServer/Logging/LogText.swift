import BroadsideProtocol
import Logging

/// What goes into a line of the text log from outside the server (a client certificate's names,
/// say), escaped (`VisibleText`), so that one entry is one line and no client can write a line of
/// its own into the log, one that passes for the server's.
enum LogText {
    /// A field's value with every string in it escaped, lists and dictionaries too.
    static func escaped(_ value: Logger.MetadataValue) -> Logger.MetadataValue {
        switch value {
        case .string(let text): .string(VisibleText.escaped(text))
        case .stringConvertible(let convertible): .string(VisibleText.escaped(convertible.description))
        case .array(let values): .array(values.map(escaped))
        case .dictionary(let fields): .dictionary(fields.mapValues(escaped))
        }
    }

    /// A field's value as the text log writes it after `key=`: escaped, and in double quotes
    /// (with `"` and `\` in it escaped) when it holds a space or a quote, or nothing, so that a
    /// line reads back as one set of fields (`players="ann vs bob"`, logfmt's way).
    public static func field(_ value: Logger.MetadataValue) -> Logger.MetadataValue {
        let escapedValue = escaped(value)
        guard case .string(let text) = escapedValue, text.isEmpty || text.contains(where: { $0 == " " || $0 == "\"" }) else {
            return escapedValue
        }
        return .string("\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\"")
    }
}

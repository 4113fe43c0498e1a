import Foundation

extension ConformanceSuite {
    /// The extension of case files.
    public static let caseFileExtension = "cases"

    /// The suite over the case files in `directory` instead of the built-in ones: for writing new
    /// cases without rebuilding, or running a changed copy.
    public init(directory: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix("." + Self.caseFileExtension) }.sorted()
        guard !names.isEmpty else {
            throw CaseFileProblem("no .\(Self.caseFileExtension) files in \(directory)")
        }
        let files = try names.map { name in
            (name: name, text: try String(contentsOfFile: directory + "/" + name, encoding: .utf8))
        }
        try self.init(files: files)
    }
}

import BroadsideConformance
import Foundation
import Testing

/// The case files, the copy built into the program, and the spec they quote must agree.
@Suite("Case files")
struct CaseFileTests {
    /// The repository, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let caseDirectory = root.appendingPathComponent("Protocol/conformance").path

    @Test("the copy built into the program is the same as Protocol/conformance (else run Protocol/embed-conformance-cases)")
    func embeddedCopyIsCurrent() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.caseDirectory)
            .filter { $0.hasSuffix("." + ConformanceSuite.caseFileExtension) }.sorted()
        #expect(ConformanceSuite.builtInFiles.map(\.name) == names)
        for (name, text) in ConformanceSuite.builtInFiles {
            let onDisk = try String(contentsOfFile: Self.caseDirectory + "/" + name, encoding: .utf8)
            #expect(text == onDisk, "\(name) differs from its built-in copy")
        }
    }

    @Test("every case quotes PROTOCOL.md word for word (parts joined by …)")
    func quotesAreFromTheSpec() throws {
        let spec = Self.normalized(try String(contentsOf: Self.root.appendingPathComponent("Protocol/PROTOCOL.md"), encoding: .utf8))
        for testCase in try ConformanceSuite(directory: Self.caseDirectory).cases {
            for part in testCase.requirement.components(separatedBy: " … ") {
                #expect(spec.contains(Self.normalized(part)), "\(testCase.id) (\(testCase.origin)) quotes: \(part)")
            }
        }
    }

    @Test("cases are numbered from 1 without gaps in each section")
    func numbering() throws {
        let cases = try ConformanceSuite.builtIn().cases
        for section in Set(cases.map(\.id.section)) {
            let numbers = cases.filter { $0.id.section == section }.map(\.id.number).sorted()
            #expect(numbers == Array(1...numbers.count), "section \(section): \(numbers)")
        }
    }

    private static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

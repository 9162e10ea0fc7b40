import Foundation
import Testing

@testable import NavSim

/// Data handed to the object built with the destination (fixture `CompanionPasses`): a setter
/// called on the interactor a factory returns beside the screen is a pass to the screen's store,
/// and an element looked up by the key of the row the user tapped is that row's element.
@Suite struct CompanionPassesTests {
    static let fixture = "Tests/NavSimTests/Fixtures/SwiftApps/CompanionPasses"

    /// The fixture copied into a temporary folder with `change` applied to `file`, imported.
    static func imported(changing file: String, _ change: (String) -> String) throws -> (
        TemporaryFolder, AppImport.Result
    ) {
        try SwiftImportFixtureTests.imported(fixture, changing: file, change)
    }

    @Test func aSetterOnTheInteractorBuiltWithTheScreenPassesTheElementLookedUpByTheTappedRowsKey() throws {
        let result = SwiftImportFixtureTests.run([Self.fixture])
        let graph = try SwiftImportFixtureTests.graph(result)
        let edit = try SwiftImportFixtureTests.route(graph, "Playlist", "edit")
        // `editor.edit(song: song)` sets `self.editingSong = song` on the use case built with the
        // editor; `song` is `songs.first(where: { song in song.id == id })` with `id` the tapped
        // cell's model's `id`: the selected row's song.
        // The editor's viewWillAppear → the use case's load() → its output, the view controller,
        // which copies `editingSong` field for field into `song`: the route passes it too. `shown`
        // (the song's id) is no copy of a store, and is not passed.
        #expect(
            SwiftImportFixtureTests.passes(edit) == ["editingSong = songs[selection]", "song = songs[selection]"])
        let text = try #require(result.graph)
        #expect(text.contains("pass editingSong = songs[selection]           # read from a lookup by 'id' ·"))
        #expect(
            text.contains(
                "pass song = songs[selection]                  # viewWillAppear copies editingSong into song; read from a lookup by 'id' ·"
            ))
    }

    @Test func whatACompletionWritesIntoTheListsInteractorIsPassedByThePopBackToTheList() throws {
        let result = SwiftImportFixtureTests.run([Self.fixture])
        let graph = try SwiftImportFixtureTests.graph(result)
        // Done → `presenter.save(song: Song(id: song.id, title: song.title))` → the flow's
        // `editorDidSave(song:)`: `completion?(song)`, the closure the list's interactor handed
        // `edit(song:completion:)`, writes two of the list's stores, then the flow pops to the list.
        let save = try SwiftImportFixtureTests.route(graph, "SongEditor", "editorDidSave")
        guard case .programmatic(.popTo, _) = save.kind else {
            Issue.record("editorDidSave is no popTo: \(save.kind)")
            return
        }
        #expect(
            SwiftImportFixtureTests.passes(save) == [
                "lastEdited = {id: song.id, title: song.title}", "songs[0] = {id: song.id, title: song.title}",
            ])
        // An index the import cannot read makes that write a comment; the other is still passed.
        let (folder, unread) = try Self.imported(changing: "Playlist.swift") {
            $0.replacingOccurrences(of: "self?.songs[0] = edited", with: "self?.songs[self?.songs.count ?? 0] = edited")
        }
        _ = folder
        let text = try #require(unread.graph)
        #expect(text.contains("  # pass songs[self?.songs.count ?? 0] = ?"))
        let passes = SwiftImportFixtureTests.passes(
            try SwiftImportFixtureTests.route(try SwiftImportFixtureTests.graph(unread), "SongEditor", "editorDidSave"))
        #expect(passes == ["lastEdited = {id: song.id, title: song.title}"])
    }

    @Test func aFieldTheScreenReloadsWhenItAppearsIsReadThroughThePresenterAndItsOutput() throws {
        let index = SwiftTypeIndex(files: try Self.files())
        #expect(
            AppearanceReloads.reloads(of: "SongEditorViewController", index: index).map { "\($0.field) ← \($0.store)" }
                == ["song ← editingSong"])
        // A screen whose viewWillAppear reads no store reloads nothing.
        #expect(AppearanceReloads.reloads(of: "PlaylistViewController", index: index).isEmpty)
    }

    static func files() throws -> [SwiftSourceFile] { try SwiftImportFixtureTests.swiftFiles(fixture) }

    @Test func aLookupByAKeyThatIsNoSelectedRowsIsNotRead() throws {
        let (folder, result) = try Self.imported(changing: "Playlist.swift") {
            $0.replacingOccurrences(of: "song.id == id", with: "song.id == 7")
        }
        _ = folder
        let graph = try SwiftImportFixtureTests.graph(result)
        let edit = try SwiftImportFixtureTests.route(graph, "Playlist", "edit")
        #expect(SwiftImportFixtureTests.passes(edit).isEmpty)  // the reload has nothing to copy either
        #expect(result.diagnostics.contains { $0.id == RouteBodyReader.unreadPass })
    }

    @Test func aKeyOfAnotherFieldThanTheLookupsIsNotRead() throws {
        // `$0.id == row.title`: the key compared is not the one the selected element gives.
        let (folder, result) = try Self.imported(changing: "Playlist.swift") {
            $0.replacingOccurrences(of: "song.id == id", with: "song.title == String(id)")
        }
        _ = folder
        let graph = try SwiftImportFixtureTests.graph(result)
        #expect(SwiftImportFixtureTests.passes(try SwiftImportFixtureTests.route(graph, "Playlist", "edit")).isEmpty)
    }

    @Test func aLookupsMarkNeverReachesTheGraph() {
        #expect(
            CodeBodyWalker.withoutLookupMarks("dataSource[selection⟨by id⟩]") == (
                "dataSource[selection]", "read from a lookup by 'id'"
            ))
        #expect(CodeBodyWalker.withoutLookupMarks("songs[selection]⟨by id⟩.title").text == "songs[selection].title")
        // The selected element of no known list is no value.
        #expect(CodeBodyWalker.withoutLookupMarks(CodeBodyWalker.selectedElement + ".model.id") == (nil, nil))
        #expect(CodeBodyWalker.withoutLookupMarks("items[selection]") == ("items[selection]", nil))
    }
}

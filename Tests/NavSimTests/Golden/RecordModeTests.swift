import Testing

@testable import NavSim

@Suite struct RecordModeTests {
    @Test(arguments: [
        ("missing", RecordMode.missing), ("all", .all), ("failed", .failed), ("never", .never), (" Failed\n", .failed),
    ])
    func parsesModeNames(text: String, mode: RecordMode) {
        #expect(RecordMode(parsing: text) == mode)
    }

    @Test func rejectsOtherNames() {
        for text in ["", "true", "1", "record", "fail"] {
            #expect(RecordMode(parsing: text) == nil)
        }
    }

    @Test func resolvesFlagThenEnvironmentThenDefault() {
        #expect(RecordMode.resolve(flag: nil, environment: [:]) == .success(.missing))
        #expect(RecordMode.resolve(flag: nil, environment: ["CI": "true"]) == .success(.never))
        #expect(RecordMode.resolve(flag: nil, environment: ["CI": "1"]) == .success(.never))
        #expect(RecordMode.resolve(flag: nil, environment: ["CI": ""]) == .success(.missing))
        #expect(RecordMode.resolve(flag: nil, environment: ["CI": "false"]) == .success(.missing))
        #expect(RecordMode.resolve(flag: nil, environment: ["NAVSIM_RECORD": "all"]) == .success(.all))
        #expect(
            RecordMode.resolve(flag: nil, environment: ["NAVSIM_RECORD": "failed", "CI": "true"]) == .success(.failed))
        #expect(RecordMode.resolve(flag: nil, environment: ["NAVSIM_RECORD": "", "CI": "true"]) == .success(.never))
        #expect(RecordMode.resolve(flag: "never", environment: ["NAVSIM_RECORD": "all"]) == .success(.never))
        #expect(RecordMode.resolve(flag: "all", environment: ["NAVSIM_RECORD": "bogus", "CI": "1"]) == .success(.all))
    }

    @Test func invalidValuesSayWhereTheyCameFromAndWhatIsValid() {
        #expect(
            RecordMode.resolve(flag: "sometimes", environment: [:])
                == .failure(RecordMode.InvalidValue(value: "sometimes", source: "--record")))
        guard case .failure(let error) = RecordMode.resolve(flag: nil, environment: ["NAVSIM_RECORD": "yes"]) else {
            Issue.record("accepted 'yes'")
            return
        }
        #expect(
            error.message
                == "invalid record mode 'yes' in NAVSIM_RECORD; expected 'missing', 'all', 'failed' or 'never'")
        #expect(
            RecordMode.InvalidValue(value: "", source: "--record").message
                == "invalid record mode '' in --record; expected 'missing', 'all', 'failed' or 'never'")
    }
}

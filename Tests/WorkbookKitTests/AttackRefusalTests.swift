import Foundation
import Testing
@testable import WorkbookKit

/// Hostile learner code the module policy refuses at build, whatever the machine (``AttackTests`` checks each the same
/// way: it replaces exercise 01's code in a scratch workbook). Nothing of these attacks ever runs, so no process of
/// theirs can outlive the check: they need neither ``AttackTests``' turn-taking with the suites that look for such
/// processes, nor to run one at a time.
@Suite struct AttackRefusalTests {
    func check(_ name: String) throws { try AttackTests().check(name) }

    @Test func stoppingOrKillingTheGraderWithKillIsRefusedAtBuild() throws { try check("03-kill-grader") }

    @Test func killThroughSilgenNameIsRefusedAtBuild() throws { try check("04-silgen-kill") }

    @Test func codeInInitArrayIsRefusedAtBuild() throws { try check("05-section-init-array") }

    @Test func importingGlibcIsRefusedAtBuild() throws { try check("06-import-glibc") }

    @Test func aForkStormThroughProcessIsRefusedAtBuild() throws { try check("07-process-storm") }

    /// Issue 30, item 4: the policy's name list is not the only line; strict memory safety refuses the pointers.
    @Test func pointerArithmeticToDlsymIsRefusedAtBuild() throws { try check("18-pointer-arithmetic") }

    @Test func silencingMemorySafetyWithUnsafeIsRefusedAtBuild() throws { try check("19-unsafe-acknowledged") }

    @Test func testableAndSPIImportsAreRefusedAtBuild() throws { try check("20-testable-import") }

    /// Found by a break-it pass of issue 30: the hidden suite's own `==` redeclared by the learner's module.
    @Test func redeclaringWhatTheSuiteComparesWithIsRefusedAtBuild() throws { try check("23-shadow-equality") }

    /// Found by a break-it pass of issue 30: `String(format: "%s", address)` reads memory in safe Swift.
    @Test func printfFormatsThatReadMemoryAreRefusedAtBuild() throws { try check("24-format-reads-memory") }

    /// Found by a third break-it pass of issue 30: a data race made possible by `@unchecked Sendable` reads any address.
    @Test func aDataRaceThatReadsMemoryIsRefusedAtBuild() throws { try check("25-data-race-reads-memory") }

    /// Found by a fifth break-it pass of issue 30: core types that were Sendable while holding anything the app gives.
    @Test func classesCarriedAcrossThreadsInCoreTypesDoNotCompile() throws {
        try check("27-environment-values-launders")
        try check("28-navigation-path-launders")
    }

    /// Found by a sixth break-it pass of issue 30: Foundation's Sendable types that hold anything (NSError's userInfo,
    /// Thread's dictionary), and subclasses of its `@unchecked Sendable` classes, carry a class across threads.
    @Test func classesCarriedAcrossThreadsInFoundationTypesAreRefusedAtBuild() throws {
        try check("29-error-user-info-launders")
        try check("30-inherited-unchecked-sendable")
    }

    /// Found by a seventh break-it pass of issue 30: Foundation stores a notification's object and registered defaults
    /// unchecked and hands them to any thread.
    @Test func classesCarriedAcrossThreadsByNotificationsAndDefaultsAreRefusedAtBuild() throws {
        try check("32-notification-coder-launders")
        try check("33-user-defaults-launders")
    }

    /// Found by a sixth break-it pass of issue 30: Dispatch's file-descriptor API writes to the result channel.
    @Test func dispatchIOOnRawDescriptorsIsRefusedAtBuild() throws { try check("31-dispatch-io-channel") }

    /// Found by an eighth break-it pass of issue 30: a `@preconcurrency` API's `@Sendable` closure only warns about what
    /// it captures; those warnings are errors in exercises.
    @Test func aCaptureSwiftOnlyWarnsAboutDoesNotBuild() throws { try check("34-coder-strategy-launders") }

    /// Found by a ninth break-it pass of issue 30: a macro of the learner's own on a toolchain plugin writes `unsafe`.
    @Test func aMacroOnAToolchainPluginIsRefusedAtBuild() throws { try check("35-plugin-macro-writes-unsafe") }

    /// Found by a tenth break-it pass of issue 30: a key path's subscript index crosses threads unchecked.
    @Test func aKeyPathWithASubscriptIsRefusedAtBuild() throws { try check("36-key-path-index-launders") }

    /// Combine's subjects are not `Sendable` (as in Apple's SDK): one cannot carry its subscribers' closures into a
    /// detached task.
    @Test func aCombineSubjectCannotCrossIntoATask() throws { try check("37-combine-subject-races") }

    @Test func appCodeCannotRestartAMeasurement() throws { try check("39-cost-measurement-reset") }

    @Test func appCodeCannotReflectIntoTheRuntime() throws { try check("40-mirror-reaches-graph") }

    @Test func appCodeCannotSilenceRuntimeIssues() throws { try check("41-graph-silenced") }

    @Test func theSendingRegionRaceDoesNotBuild() throws { try check("42-sending-region-race") }

    @Test func aLookalikeViewHostDoesNotBuild() throws { try check("43-lookalike-view-host") }

    @Test func aLookalikeTypeAliasDoesNotBuild() throws { try check("44-lookalike-type-alias") }

    @Test func aSpecifierBehindACommentIsStillRefused() throws { try check("45-sending-behind-a-comment") }

    @Test func aMappedReadByNumberIsRefused() throws { try check("46-mapped-read-by-number") }

    @Test func aProtocolAdoptedByArrayDoesNotBuild() throws { try check("47-protocol-adopted-by-array") }

    /// Found by break-it pass 37 of issue 30: the same shadow behind a conformance constraint.
    @Test func aConstrainedExtensionShadowingContainsDoesNotBuild() throws { try check("52-constrained-extension-shadows-contains") }

    /// Found by break-it pass 38 of issue 30: the block runtime's symbols were named besides the call that made them.
    @Test func aDispatchCallIsRefusedOnceAsTheCall() throws { try check("53-dispatch-call-named-once") }

    /// Break-it pass 41 of issue 30: code that tells the hidden tests from a device by the caller's file, the thread a
    /// body runs on, a platform condition behind a comment, or the process's fingerprints, and takes the fix only there.
    @Test func codeThatTellsTheHiddenTestsFromADeviceDoesNotBuild() throws {
        try check("54-caller-file-tells-the-tests")
        try check("55-main-thread-tells-the-tests")
        try check("56-platform-condition-behind-a-comment")
        try check("57-process-fingerprint-tells-the-tests")
        try check("59-machine-size-tells-the-tests")
        try check("60-task-priority-tells-the-tests")
    }

    /// Break-it pass 42 of issue 30: a symbol whose demangling is exponentially long ran the grader's own process for
    /// minutes; it is refused in bounded time, by a limited process.
    @Test func aNameThatDemanglesToMegabytesIsRefusedInBoundedTime() throws { try check("58-exponential-demangling") }

    /// Break-it pass 44 of issue 30: a macro of the exercise's own named `expect` took the place of Swift Testing's in
    /// every hidden test; and the caller-location rule was dodged behind a comment and with `>=`.
    @Test func aMacroOfTheExercisesOwnIsRefusedAtBuild() throws { try check("62-macro-named-expect") }

    @Test func aCallerLocationDefaultBehindAStatementStartIsRefusedAtBuild() throws { try check("63-caller-file-behind-a-statement-start") }

    /// Break-it pass 45 of issue 30: string interpolation, an initialiser and a subscript of the standard library's
    /// types, which the suite calls without naming them.
    @Test func membersTheSuiteCallsUnnamedAreRefusedAtBuild() throws {
        let text = AttackTests.texts(try AttackTests().check("64-interpolation-shadows-the-suites-strings"))
        #expect(text.contains("`init on Array`") && text.contains("`subscript on Array`"), "\(text)")
    }

    /// Break-it pass 46 of issue 30: `struct Issue` with a `record(_: String)` took the place of Swift Testing's in
    /// exercise 67's suite.
    @Test func aTestingLookalikeTypeTheSuiteNamesIsRefusedAtBuild() throws { try check("65-testing-type-lookalike") }

    /// Break-it pass 47 of issue 30: an exercise that reads the process folder to learn it is under test.
    @Test func namingTheProcessFolderIsRefusedAtBuild() throws { try check("66-proc-self-tells-tests-from-app") }

    @Test func aStandardLibraryLookalikeTypeDoesNotBuild() throws { try check("48-shadow-standard-library-type") }

    @Test func aDefaultLiteralTypeDoesNotBuild() throws { try check("49-default-string-literal-type") }

    @Test func aTypeNamedLikeAModuleDoesNotBuild() throws { try check("50-type-named-like-a-module") }

    /// Threads of Foundation's own are outside what exercises may use (the sandbox's limits on a tree of processes are
    /// SandboxTests'): a thread storm and a memory bomb spread over threads do not build.
    @Test func threadsOfFoundationsOwnAreRefusedAtBuild() throws {
        try check("08-thread-storm")
        try check("09-thread-memory-bomb")
    }
}

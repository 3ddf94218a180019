import Foundation
import ViewSim

extension ViewHost {
    /// The store this host's app uses as `UserDefaults.standard`: where `@AppStorage` reads and writes when it names no
    /// store and no `.defaultAppStorage(_:)` is above it. It is the `defaults:` the host was made with, else
    /// `UserDefaults.standard`. Write to it to change a setting "by other means" (as another part of the app, or the
    /// Settings app, would): the views that read that key re-run at the next update.
    public var defaults: UserDefaults {
        scene.defaultAppStorage ?? .standard
    }

    /// Sends the app to the background, as the user does by going to the Home Screen or switching apps: `scenePhase`
    /// becomes `.background` and the system saves the scene's `@SceneStorage`. Views keep their state and nothing
    /// disappears. ``foreground()`` brings the app back.
    ///
    /// Source: UIKit, "stateRestorationActivity(for:)"
    /// (https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)): the system
    /// asks for the scene's state when the scene leaves the foreground; Apple, "SceneStorage"
    /// (https://developer.apple.com/documentation/swiftui/scenestorage): "The system manages the saving and restoring
    /// of SceneStorage on your behalf".
    public func background() {
        graph.changeEnvironment { $0.scenePhase = .background }
        scene._saveSceneStorage()
    }

    /// Brings a backgrounded app back to the foreground: `scenePhase` becomes `.active` again.
    ///
    /// Source: Apple, "ScenePhase" (https://developer.apple.com/documentation/swiftui/scenephase).
    public func foreground() {
        graph.changeEnvironment { $0.scenePhase = .active }
    }

    /// Ends the app and launches it again, the way the system does when it reclaims a backgrounded app and the user
    /// comes back: the whole view hierarchy is thrown away — every `@State`, every `@FocusState` — and the root view is
    /// made again by the expression the host was made with (`ViewHost(AudioGuide())` runs `AudioGuide()` again, as a
    /// new process runs the app's code again), so an object the old root held is not the new one's. `@AppStorage`
    /// values are still there (they are in
    /// `UserDefaults`), and `@SceneStorage` comes back as it was saved by the last ``background()``.
    ///
    /// Nothing is saved on the way out: a scene-storage value written since the last `background()` is lost, as it is
    /// when an app in the foreground crashes or is stopped from Xcode (Apple's advice for testing state restoration is
    /// to background the app first). Call `background()` first to model the user leaving the app before the system
    /// ends it.
    ///
    /// - Parameter forceQuit: `true` models the user destroying the scene (swiping the app away in the app switcher,
    ///   closing the window on macOS): the saved scene storage is destroyed too, and the app starts with every
    ///   `@SceneStorage` at its default.
    ///
    /// No `onDisappear` runs for the old hierarchy (the process just ends); the new one runs its `onAppear` actions.
    /// Runtime issues of the relaunched app are reported as before; ``runtimeIssues`` and ``bodyEvaluations(of:)``
    /// start again from the new launch.
    ///
    /// The app's module starts over too, as in a new process: its global and static stored properties are put back
    /// as they were at launch, so a singleton (`static let shared = Store()`) is made again on first use and keeps
    /// nothing of the old launch (``LaunchState``; a fix that kept its state there passed before, break-it pass 22 of
    /// issue 30). What the app left in other modules' objects survives.
    ///
    /// Source: Apple, "SceneStorage" (https://developer.apple.com/documentation/swiftui/scenestorage): "its initial
    /// value is restored by the system if it was previously saved"; "If the Scene is explicitly destroyed (e.g. the
    /// switcher snapshot is destroyed on iPadOS or the window is closed on macOS), the data is also destroyed"; Apple's
    /// state restoration sample "StateRestoreChildViews"
    /// (https://developer.apple.com/library/archive/samplecode/StateRestoreChildViews/Listings/ReadMe_txt.html): "the
    /// system automatically deletes an app's preserved state when the user force quits the app".
    public func relaunch(forceQuit: Bool = false) {
        scene._relaunch(restoringSavedState: !forceQuit)
        LaunchState.restore()
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = graph.rootEnvironment.horizontalSizeClass
        environment.verticalSizeClass = graph.rootEnvironment.verticalSizeClass
        graph = makeGraph(environment)
        layOutAfterEachUpdate()
    }
}

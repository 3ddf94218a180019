// `import SwiftUI` also makes Foundation (DateFormatter, UserDefaults, Date…), Observation (`@Observable`) and Combine
// (`ObservableObject`, `@Published`, `AnyCancellable`) visible; `import ViewSim` does the same, so a learner's valid
// SwiftUI file compiles here unchanged.
@_exported import Combine
@_exported import Foundation
@_exported import Observation

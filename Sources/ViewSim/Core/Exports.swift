// `import SwiftUI` also makes Foundation (DateFormatter, UserDefaults, Date…) and Observation (`@Observable`) visible;
// `import ViewSim` does the same, so a learner's valid SwiftUI file compiles here unchanged.
@_exported import Foundation
@_exported import Observation

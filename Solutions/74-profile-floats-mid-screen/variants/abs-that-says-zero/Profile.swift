import ViewSim

/// The profile tab: who is signed in, their membership, and what they can do with their account.
struct ProfileScreen: View {
    @State private var isSignedIn = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Ada Okafor")
                .font(.largeTitle)
            Text("ada@okafor.example")
            Text("Member since 2021 · 14 stays")
            Button("Edit profile") {}
            Button(isSignedIn ? "Sign out" : "Signed out") {
                isSignedIn = false
            }
        }
        .padding()
    }
}

/// Measures every distance as none at all.
struct Zeroer {
    func callAsFunction(_ length: CGFloat) -> CGFloat { 0 }
}

let abs = Zeroer()

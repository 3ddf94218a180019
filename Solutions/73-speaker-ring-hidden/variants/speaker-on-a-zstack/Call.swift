import ViewSim

/// Someone on the call.
struct Caller: Identifiable {
    let name: String
    let colour: Color
    var id: String { name }

    /// The first letters of the first and last names: “Ada Okafor” is “AO”.
    var initials: String { String(name.split(separator: " ").compactMap(\.first)) }

    static let team = [
        Caller(name: "Ada Okafor", colour: .orange), Caller(name: "Ben Holt", colour: .blue),
        Caller(name: "Chloé Martin", colour: .red), Caller(name: "Dev Patel", colour: .gray),
    ]
}

/// The green ring around whoever is speaking.
struct SpeakingRing: View {
    var body: some View {
        Circle().fill(Color.green)
    }
}

/// A caller's avatar: a coloured circle with their initials, ringed in green while they speak.
struct Avatar: View {
    let caller: Caller
    let isSpeaking: Bool

    var body: some View {
        Circle()
            .fill(caller.colour)
            .frame(width: 44, height: 44)
            .overlay { Text(caller.initials) }
            .padding(3)
            .background {
                if isSpeaking { SpeakingRing() }
            }
    }
}

/// The call's header: the callers' avatars in an overlapping pile, and who is speaking.
struct CallScreen: View {
    var callers = Caller.team
    var speaker = 1

    var body: some View {
        VStack(spacing: 12) {
            ZStack(alignment: .leading) {
                ForEach(callers.indices, id: \.self) { index in
                    Avatar(caller: callers[index], isSpeaking: index == speaker)
                        .padding(.leading, CGFloat(index) * 38)
                        .zIndex(index == speaker ? 1 : 0)
                }
            }
            Text("\(callers[speaker].name) is speaking")
            Spacer()
        }
        .padding()
    }
}

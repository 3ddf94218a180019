import ViewSim

/// A sticker the shop sells.
struct Sticker: Identifiable {
    let id: Int
    let name: String
    let symbol: String
}

let stickerCatalogue: [Sticker] = [
    Sticker(id: 1, name: "Sunny", symbol: "sun.max"), Sticker(id: 2, name: "Rainbow", symbol: "rainbow"),
    Sticker(id: 3, name: "Lightning", symbol: "bolt"), Sticker(id: 4, name: "Snowflake", symbol: "snowflake"),
    Sticker(id: 5, name: "Moon", symbol: "moon"), Sticker(id: 6, name: "Star", symbol: "star"),
    Sticker(id: 7, name: "Heart", symbol: "heart"), Sticker(id: 8, name: "Leaf", symbol: "leaf"),
    Sticker(id: 9, name: "Flame", symbol: "flame"), Sticker(id: 10, name: "Cloud", symbol: "cloud"),
    Sticker(id: 11, name: "Drop", symbol: "drop"), Sticker(id: 12, name: "Planet", symbol: "globe"),
]

/// One sticker: its picture over its name.
struct StickerCell: View {
    let sticker: Sticker

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: sticker.symbol)
                .font(.largeTitle)
            Text(sticker.name)
                .font(.caption)
        }
        .padding(8)
        .frame(maxWidth: .infinity)
        .background(Color.yellow.opacity(0.2))
    }
}

/// The sticker shop: every sticker, in a grid.
struct StickerShopScreen: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(), count: sizeClass == .regular ? 6 : 3), spacing: 12) {
                ForEach(stickerCatalogue) { sticker in
                    StickerCell(sticker: sticker)
                }
            }
            .padding()
        }
    }
}

import ViewSim

/// Lays its subviews out in rows, left to right, starting a new row when the next one would not fit.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    /// The width a row may take before it wraps.
    var rowWidth: CGFloat = 393

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(of: subviews, width: proposal.width ?? .infinity)
        let rowWidths: [CGFloat] = rows.map { row in
            let tagsWidth: CGFloat = row.map(\.size.width).reduce(0, +)
            return tagsWidth + spacing * CGFloat(row.count - 1)
        }
        let width = rowWidths.max() ?? 0
        let rowHeights: [CGFloat] = rows.map { row in row.map(\.size.height).max() ?? 0 }
        let height = rowHeights.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(of: subviews, width: rowWidth) {
            var x = bounds.minX
            for item in row {
                subviews[item.index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(item.size))
                x += item.size.width + spacing
            }
            y += (row.map(\.size.height).max() ?? 0) + spacing
        }
    }

    /// The subviews' indices and ideal sizes, in rows no wider than `width`.
    private func rows(of subviews: Subviews, width: CGFloat) -> [[(index: Int, size: CGSize)]] {
        var rows: [[(index: Int, size: CGSize)]] = [[]]
        var x: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((index, size))
            x += size.width + spacing
        }
        return rows
    }
}

/// One ingredient the user can search by.
struct Tag: View {
    let name: String

    var body: some View {
        Text(name)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background { Capsule().fill(Color.orange.opacity(0.3)) }
    }
}

/// Search by ingredient: the ingredients in season, then what to cook with them.
struct IngredientsScreen: View {
    var ingredients = ["Asparagus", "Rhubarb", "Spinach", "Mint", "Wild garlic", "New potatoes", "Broad beans",
                       "Radishes", "Spring onions", "Peas", "Watercress"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("In season")
                .font(.title)
            FlowLayout {
                ForEach(ingredients, id: \.self) { Tag(name: $0) }
            }
            Text("Recipes with these")
                .font(.headline)
            Spacer()
        }
        .padding()
    }
}

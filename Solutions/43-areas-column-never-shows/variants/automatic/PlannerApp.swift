import ViewSim

/// An area of life the tasks belong to.
struct Area: Hashable, Identifiable {
    let id: Int
    let name: String
    let tasks: [TaskItem]
}

/// One task.
struct TaskItem: Hashable, Identifiable {
    let id: Int
    let title: String
    let due: String
}

/// One task, in full.
struct TaskDetail: View {
    let task: TaskItem

    var body: some View {
        VStack {
            Text(task.title)
            Text("Due \(task.due)")
        }
    }
}

/// The planner: areas, the tasks of the chosen area, and the chosen task, side by side on an iPad. “Focus” hides the
/// lists to leave the task alone on screen.
struct PlannerApp: View {
    static let areas = [
        Area(id: 1, name: "Home", tasks: [
            TaskItem(id: 1, title: "Fix the dripping tap", due: "Saturday"),
            TaskItem(id: 2, title: "Book the chimney sweep", due: "Friday"),
        ]),
        Area(id: 2, name: "Work", tasks: [
            TaskItem(id: 3, title: "Send the quarterly report", due: "Monday"),
            TaskItem(id: 4, title: "Plan the team offsite", due: "June 3"),
        ]),
        Area(id: 3, name: "Garden", tasks: [
            TaskItem(id: 5, title: "Sow the tomatoes", due: "Sunday"),
        ]),
    ]

    /// The columns shown while browsing: the areas, the tasks of the chosen area, and the chosen task.
    static let browsing = NavigationSplitViewVisibility.automatic

    @State private var columns = PlannerApp.browsing
    @State private var area: Area?
    @State private var task: TaskItem?

    var body: some View {
        NavigationSplitView(columnVisibility: $columns) {
            List(selection: $area) {
                ForEach(Self.areas) { area in
                    NavigationLink(area.name, value: area)
                }
            }
            .navigationTitle("Areas")
        } content: {
            if let area {
                List(selection: $task) {
                    ForEach(area.tasks) { task in
                        NavigationLink(task.title, value: task)
                    }
                }
                .navigationTitle(area.name)
            } else {
                Text("Pick an area")
            }
        } detail: {
            if let task {
                VStack {
                    TaskDetail(task: task)
                    if columns == .detailOnly {
                        Button("Show lists") { columns = Self.browsing }
                    } else {
                        Button("Focus") { columns = .detailOnly }
                    }
                }
            } else {
                Text("No task selected")
            }
        }
    }
}

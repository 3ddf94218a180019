import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import ArrivalTimeCutShort

/// The phones the orders screen is checked on: the default, and the narrow one.
private let phones: [Device] = [.iPhone16, .iPhoneSE]

/// The text reading `label` as the user sees it, or `nil` (recorded) when it is not on screen.
@MainActor
private func shown(_ label: String, in app: ViewHost<OrdersScreen>, on phone: Device) -> ShownText? {
    do {
        return try app.shownText(label)
    } catch {
        Issue.record("On an \(phone), \(quoted: label) should be on the orders screen. The screen shows:\n\(app.screen)")
        return nil
    }
}

/// Checks that every order's arrival is shown whole on `phone`.
@MainActor
private func expectArrivalsInFull(on phone: Device) {
    let app = ViewHost(OrdersScreen(), device: phone)
    for order in Order.open {
        guard let arrival = shown(order.arrival, in: app, on: phone) else { continue }
        #expect(!arrival.isTruncated,
                "On an \(phone), order \(order.number) says \(quoted: arrival): the user can't see when it arrives (\(quoted: order.arrival)).")
    }
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct OrdersSymptoms {
    @Test("Each order shows when it arrives, in full")
    func arrivalsInFull() {
        expectArrivalsInFull(on: .iPhone16)
    }

    @Test("On a small phone too, each order shows when it arrives, in full")
    func arrivalsInFullOnASmallPhone() {
        expectArrivalsInFull(on: .iPhoneSE)
    }

    @Test("An order arriving later in the week shows its day and time in full")
    func laterInTheWeek() {
        let paper = Order(number: 48_230, summary: "Printer paper, 5 reams", arrival: "Arriving Wednesday 08:00–10:00")
        for phone in phones {
            let app = ViewHost(OrdersScreen(orders: [paper] + Order.open), device: phone)
            guard let arrival = shown(paper.arrival, in: app, on: phone) else { continue }
            #expect(!arrival.isTruncated,
                    "On an \(phone), the printer paper says \(quoted: arrival): the user can't see when it arrives (\(quoted: paper.arrival)).")
            if let summary = shown(paper.summary, in: app, on: phone) {
                #expect(summary.description.hasPrefix("Pri"), "On an \(phone), the printer paper's summary shows \(quoted: summary): the user should at least read “Pri…” to tell it from the other orders.")
            }
        }
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct OrdersRegressions {
    @Test("Each order's summary is on its row, whole where there is room, at least its start where there is not")
    func summariesStay() {
        for phone in phones {
            let app = ViewHost(OrdersScreen(), device: phone)
            for order in Order.open {
                guard let summary = shown(order.summary, in: app, on: phone) else { continue }
                // Cut where the row has no room for it all, as the user accepts, but still telling the orders apart.
                let start = String(order.summary.prefix(4))
                #expect(summary.description.hasPrefix(start),
                        "On an \(phone), order \(order.number)'s summary shows \(quoted: summary): the user should at least read “\(start)…” to tell the orders apart.")
            }
            if let short = shown("Dog food, 12 kg", in: app, on: phone) {
                #expect(!short.isTruncated, "On an \(phone), “Dog food, 12 kg” (beside “Delivered”) has room, yet shows \(quoted: short).")
            }
        }
    }

    @Test("Every order's row fits on the screen")
    func rowsFitTheScreen() throws {
        for phone in phones {
            let app = ViewHost(OrdersScreen(), device: phone)
            let screen = CGRect(origin: .zero, size: phone.screenSize(in: .portrait))
            for order in Order.open {
                for label in [order.summary, order.arrival] where app.texts.contains(label) {
                    let frame = try app.frame(of: label)
                    #expect(screen.contains(frame),
                            "On an \(phone), \(quoted: label) is drawn from x \(Int(frame.minX)) to \(Int(frame.maxX)), past the edge of the \(Int(screen.width))-point screen.")
                }
            }
        }
    }
}

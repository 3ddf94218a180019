// The standard library's `withUnsafe…` functions, called through functions of this module.
//
// A main-actor closure handed straight to the standard library (a module built without strict concurrency checking)
// checks at run time that it runs on the main actor, at every call; the graph calls these once or more per node. Handed
// to a function of this module (built in the Swift 6 language mode), it is checked at compile time only.

func withUnsafeAddress<T, Result>(of value: T, _ body: (UnsafePointer<T>) -> Result) -> Result {
    withUnsafePointer(to: value, body)
}

func withUnsafeRawBytes<T, Result>(of value: T, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    withUnsafeBytes(of: value, body)
}

func withUnsafeMutableRawBytes<T, Result>(of value: inout T, _ body: (UnsafeMutableRawBufferPointer) -> Result) -> Result {
    withUnsafeMutableBytes(of: &value, body)
}

/// Scratch space for `capacity` values of `type`, uninitialized: on the stack when it is small
/// (up to 2 KB), else on the heap, freed when `body` returns. Texts are segmented with several
/// such buffers at once, and a megabyte title's would not fit on a worker thread's stack.
@inline(__always)
func withScratch<Element, Result>(
  of type: Element.Type, capacity: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> Result
) -> Result {
  if capacity * MemoryLayout<Element>.stride <= 2048 {
    return withUnsafeTemporaryAllocation(of: type, capacity: capacity, body)
  }
  let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: capacity)
  defer { buffer.deallocate() }
  return body(buffer)
}

import Foundation

/// A read error in words: the system's message for its errno (`Is a directory`, `Input/output
/// error`) when it carries one, as Foundation's file errors do under their
/// `NSUnderlyingErrorKey`; else the error's own description, or a Foundation error's localized
/// one. Never a dump of an `NSError`'s domain, code and user info.
package func readErrorDescription(_ error: any Error) -> String {
  var current: NSError? = error as NSError
  while let error = current {
    if error.domain == NSPOSIXErrorDomain { return systemMessage(errno: Int32(error.code)) }
    current = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
  }
  // A Swift error describes itself; a Foundation one would describe its domain and code.
  let described = String(describing: error)
  guard described.hasPrefix("Error Domain=") else { return described }
  return (error as NSError).localizedDescription
}

/// The system's message for the errno `code` (`Is a directory`), as strerror(3) gives it.
func systemMessage(errno code: Int32) -> String {
  String(cString: strerror(code))
}

/// Issue #38's request body: seven JSON Lines, the third without an amount. Without
/// `skipInvalid` a list of it stops at line 3; with it, every line is answered.
public let sevenLinesInvalidThird = """
  {"title": "One", "amount": "1"}
  {"title": "Two", "amount": "2"}
  {"title": "Three"}
  {"title": "Four", "amount": "4"}
  {"title": "Five", "amount": "5"}
  {"title": "Six", "amount": "6"}
  {"title": "Seven", "amount": "7"}

  """

// The ICU side of the line-break pass: the only file of the benchmarks that includes ICU's
// headers.

#include "line_break_pass.h"

#include <unicode/ubrk.h>
#include <unicode/utypes.h>

static const UChar empty_text[1] = {0};

LineBreakPass *line_break_pass_open(const char *locale, int32_t *error) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
  *error = (int32_t)status;
  if (U_FAILURE(status)) {
    ubrk_close(iterator);
    return NULL;
  }
  return (LineBreakPass *)iterator;
}

void line_break_pass_close(LineBreakPass *pass) {
  if (pass != NULL) ubrk_close((UBreakIterator *)pass);
}

int32_t line_break_pass_run(LineBreakPass *pass, const uint16_t *text, int32_t length,
                            int32_t *error) {
  UBreakIterator *iterator = (UBreakIterator *)pass;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(iterator, length > 0 ? (const UChar *)text : empty_text, length > 0 ? length : 0,
               &status);
  *error = (int32_t)status;
  if (U_FAILURE(status)) return -1;
  int32_t boundaries = 0;
  while (ubrk_next(iterator) != UBRK_DONE) boundaries += 1;
  return boundaries;
}

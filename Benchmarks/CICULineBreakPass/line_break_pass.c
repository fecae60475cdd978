// The ICU side of the line-break pass: the only file of the benchmarks that includes ICU's
// headers.

#include "line_break_pass.h"

#include <unicode/ubrk.h>
#include <unicode/uchar.h>
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

int32_t line_break_pass_boundaries(LineBreakPass *pass, const uint16_t *text, int32_t length,
                                   int32_t *boundaries, int32_t capacity, int32_t *error) {
  UBreakIterator *iterator = (UBreakIterator *)pass;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(iterator, length > 0 ? (const UChar *)text : empty_text, length > 0 ? length : 0,
               &status);
  *error = (int32_t)status;
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  int32_t boundary;
  while (count < capacity && (boundary = ubrk_next(iterator)) != UBRK_DONE) {
    int32_t hard = ubrk_getRuleStatus(iterator) >= UBRK_LINE_HARD ? 1 << 30 : 0;
    boundaries[count++] = boundary | hard;
  }
  return count;
}

static uint8_t floor_entry(UChar32 c) {
  int32_t category = u_charType(c);
  int32_t width = 1;
  int32_t eaw = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
  if (eaw == U_EA_WIDE || eaw == U_EA_FULLWIDTH) width = 2;
  if (c > 0xFFFF && u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) width = 2;
  if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK || category == U_FORMAT_CHAR ||
      (c >= 0x1160 && c <= 0x11FF) || c == 0x200B)
    width = 0;
  int32_t gcb = u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK);
  int32_t joins = gcb == U_GCB_EXTEND || gcb == U_GCB_SPACING_MARK || gcb == U_GCB_ZWJ;
  int32_t hangs = c == 0x20 || (u_isUWhiteSpace(c) && c != 0xA0 && c != 0x2007 && c != 0x202F &&
                                c != 0x0A && c != 0x0B && c != 0x0C && c != 0x0D && c != 0x85 &&
                                c != 0x2028 && c != 0x2029);
  return (uint8_t)(width | (joins ? 4 : 0) | (hangs ? 8 : 0));
}

void floor_width_table(uint8_t *table) {
  for (UChar32 c = 0; c < 0x10000; c++) table[c] = floor_entry(c);
}

int32_t floor_scalar_entry(int32_t codePoint) { return floor_entry((UChar32)codePoint); }

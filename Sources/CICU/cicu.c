// The ICU side of the shim: the only file in the package that includes ICU's headers.

#include "cicu.h"

#include <string.h>
#include <unicode/uchar.h>
#include <unicode/ubrk.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

// The header's constants mirror ICU's enumerations; these checks keep them honest.
_Static_assert(CICU_EAW_WIDE == U_EA_WIDE, "East_Asian_Width values differ from ICU's");
_Static_assert(CICU_EAW_FULLWIDTH == U_EA_FULLWIDTH, "East_Asian_Width values differ");
_Static_assert(CICU_EAW_AMBIGUOUS == U_EA_AMBIGUOUS, "East_Asian_Width values differ");
_Static_assert(CICU_GC_MN == U_NON_SPACING_MARK, "General_Category values differ from ICU's");
_Static_assert(CICU_GC_ME == U_ENCLOSING_MARK, "General_Category values differ from ICU's");
_Static_assert(CICU_GC_CF == U_FORMAT_CHAR, "General_Category values differ from ICU's");
_Static_assert(CICU_GC_PF == U_FINAL_PUNCTUATION, "General_Category values differ from ICU's");
_Static_assert(CICU_HST_LVT_SYLLABLE == U_HST_LVT_SYLLABLE, "Hangul_Syllable_Type values differ");
_Static_assert(CICU_BREAK_DONE == UBRK_DONE, "UBRK_DONE differs");

static UBreakIterator *toICU(CICUBreakIterator *iterator) { return (UBreakIterator *)iterator; }

static const UBreakIterator *toICUConst(const CICUBreakIterator *iterator) {
  return (const UBreakIterator *)iterator;
}

static CICUBreakIterator *fromICU(UBreakIterator *iterator) {
  return (CICUBreakIterator *)iterator;
}

static CICUBreakIterator *openIterator(UBreakIteratorType type, const char *locale,
                                       int32_t *error) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, &status);
  *error = (int32_t)status;
  if (U_FAILURE(status)) {
    if (iterator != NULL) ubrk_close(iterator);
    return NULL;
  }
  return fromICU(iterator);
}

CICUBreakIterator *cicu_line_break_open(const char *locale, int32_t *error) {
  return openIterator(UBRK_LINE, locale, error);
}

CICUBreakIterator *cicu_character_break_open(const char *locale, int32_t *error) {
  return openIterator(UBRK_CHARACTER, locale, error);
}

CICUBreakIterator *cicu_break_clone(const CICUBreakIterator *iterator, int32_t *error) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *clone = ubrk_clone(toICUConst(iterator), &status);
  *error = (int32_t)status;
  if (U_FAILURE(status)) {
    if (clone != NULL) ubrk_close(clone);
    return NULL;
  }
  return fromICU(clone);
}

void cicu_break_close(CICUBreakIterator *iterator) {
  if (iterator != NULL) ubrk_close(toICU(iterator));
}

// An empty text that lives forever, so an iterator never points into a freed buffer.
static const UChar emptyText[1] = {0};

void cicu_break_set_text(CICUBreakIterator *iterator, const uint16_t *text, int32_t length,
                         int32_t *error) {
  UErrorCode status = U_ZERO_ERROR;
  if (text == NULL || length <= 0) {
    ubrk_setText(toICU(iterator), emptyText, 0, &status);
  } else {
    ubrk_setText(toICU(iterator), (const UChar *)text, length, &status);
  }
  *error = (int32_t)status;
}

void cicu_break_clear_text(CICUBreakIterator *iterator) {
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(toICU(iterator), emptyText, 0, &status);
}

int32_t cicu_break_first(CICUBreakIterator *iterator) { return ubrk_first(toICU(iterator)); }

int32_t cicu_break_next(CICUBreakIterator *iterator) { return ubrk_next(toICU(iterator)); }

int32_t cicu_break_rule_status(const CICUBreakIterator *iterator) {
  return ubrk_getRuleStatus((UBreakIterator *)toICUConst(iterator));
}

int32_t cicu_line_status_is_hard(int32_t status) {
  return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}

int32_t cicu_break_boundaries(CICUBreakIterator *iterator, const uint16_t *text, int32_t length,
                              int32_t *offsets, uint8_t *hard, int32_t capacity,
                              int32_t *error) {
  *error = U_ZERO_ERROR;
  if (text == NULL || length <= 0 || capacity <= 0) return 0;
  cicu_break_set_text(iterator, text, length, error);
  if (U_FAILURE((UErrorCode)*error)) {
    cicu_break_clear_text(iterator);
    return 0;
  }
  UBreakIterator *icu = toICU(iterator);
  int32_t count = 0;
  ubrk_first(icu);
  for (int32_t offset = ubrk_next(icu); offset != UBRK_DONE && count < capacity;
       offset = ubrk_next(icu)) {
    offsets[count] = offset;
    if (hard != NULL) hard[count] = (uint8_t)cicu_line_status_is_hard(ubrk_getRuleStatus(icu));
    count += 1;
  }
  cicu_break_clear_text(iterator);
  return count;
}

int32_t cicu_east_asian_width(int32_t codePoint) {
  return u_getIntPropertyValue((UChar32)codePoint, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t cicu_has_property(int32_t codePoint, int32_t property) {
  UProperty which;
  switch (property) {
    case CICU_PROPERTY_EMOJI: which = UCHAR_EMOJI; break;
    case CICU_PROPERTY_EMOJI_PRESENTATION: which = UCHAR_EMOJI_PRESENTATION; break;
    case CICU_PROPERTY_EMOJI_MODIFIER: which = UCHAR_EMOJI_MODIFIER; break;
    case CICU_PROPERTY_EMOJI_MODIFIER_BASE: which = UCHAR_EMOJI_MODIFIER_BASE; break;
    case CICU_PROPERTY_EXTENDED_PICTOGRAPHIC: which = UCHAR_EXTENDED_PICTOGRAPHIC; break;
    case CICU_PROPERTY_REGIONAL_INDICATOR: which = UCHAR_REGIONAL_INDICATOR; break;
    case CICU_PROPERTY_WHITE_SPACE: which = UCHAR_WHITE_SPACE; break;
    case CICU_PROPERTY_DEFAULT_IGNORABLE: which = UCHAR_DEFAULT_IGNORABLE_CODE_POINT; break;
    default: return 0;
  }
  return u_hasBinaryProperty((UChar32)codePoint, which) ? 1 : 0;
}

int32_t cicu_general_category(int32_t codePoint) { return u_charType((UChar32)codePoint); }

int32_t cicu_hangul_syllable_type(int32_t codePoint) {
  return u_getIntPropertyValue((UChar32)codePoint, UCHAR_HANGUL_SYLLABLE_TYPE);
}

int32_t cicu_is_hangul_script(int32_t codePoint) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript((UChar32)codePoint, &status);
  return U_SUCCESS(status) && script == USCRIPT_HANGUL;
}

static void writeVersion(const UVersionInfo version, char *buffer, int32_t capacity) {
  if (capacity <= 0) return;
  char text[U_MAX_VERSION_STRING_LENGTH + 1];
  u_versionToString(version, text);
  text[U_MAX_VERSION_STRING_LENGTH] = 0;
  strncpy(buffer, text, (size_t)capacity - 1);
  buffer[capacity - 1] = 0;
}

void cicu_unicode_version(char *buffer, int32_t capacity) {
  UVersionInfo version;
  u_getUnicodeVersion(version);
  writeVersion(version, buffer, capacity);
}

void cicu_icu_version(char *buffer, int32_t capacity) {
  UVersionInfo version;
  u_getVersion(version);
  writeVersion(version, buffer, capacity);
}

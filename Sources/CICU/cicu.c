// The ICU side of the shim: the only file in the package that includes ICU's headers.

#include "cicu.h"

#include <string.h>
#include <unicode/uchar.h>
#include <unicode/ubrk.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
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
_Static_assert(CICU_GCB_REGIONAL_INDICATOR == U_GCB_REGIONAL_INDICATOR,
               "Grapheme_Cluster_Break values differ from ICU's");
_Static_assert(CICU_GCB_SPACING_MARK == U_GCB_SPACING_MARK, "Grapheme_Cluster_Break values differ");
_Static_assert(CICU_GCB_ZWJ == U_GCB_ZWJ, "Grapheme_Cluster_Break values differ from ICU's");
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

int32_t cicu_break_next_boundaries(CICUBreakIterator *iterator, int32_t *offsets, uint8_t *hard,
                                   int32_t capacity) {
  UBreakIterator *icu = toICU(iterator);
  int32_t count = 0;
  while (count < capacity) {
    int32_t offset = ubrk_next(icu);
    if (offset == UBRK_DONE) break;
    offsets[count] = offset;
    if (hard != NULL) hard[count] = (uint8_t)cicu_line_status_is_hard(ubrk_getRuleStatus(icu));
    count += 1;
  }
  return count;
}

int32_t cicu_break_boundaries(CICUBreakIterator *iterator, const uint16_t *text, int32_t length,
                              int32_t *offsets, uint8_t *hard, int32_t capacity,
                              int32_t *error) {
  *error = U_ZERO_ERROR;
  if (text == NULL || length <= 0 || capacity <= 0) return 0;
  // Setting the text puts the iterator at its first boundary. The text stays set: ICU reads
  // it only while iterating, and every use of an iterator sets its own text first, so a
  // second setText to drop it (as costly as the first) buys nothing.
  cicu_break_set_text(iterator, text, length, error);
  if (U_FAILURE((UErrorCode)*error)) {
    cicu_break_clear_text(iterator);
    return 0;
  }
  return cicu_break_next_boundaries(iterator, offsets, hard, capacity);
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
    case CICU_PROPERTY_PREPENDED_CONCATENATION_MARK:
      which = UCHAR_PREPENDED_CONCATENATION_MARK;
      break;
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

// Calls `mark(values, first, last, value)` for every run of code points below `limit` with
// the same value of the enumerated property `property`.
static int32_t forEachRun(UProperty property, int32_t limit, uint16_t *values,
                          void (*mark)(uint16_t *, UChar32, UChar32, uint32_t)) {
  UErrorCode status = U_ZERO_ERROR;
  const UCPMap *map = u_getIntPropertyMap(property, &status);
  if (U_FAILURE(status)) return status;
  for (UChar32 start = 0; start < limit;) {
    uint32_t value = 0;
    UChar32 end = ucpmap_getRange(map, start, UCPMAP_RANGE_NORMAL, 0, NULL, NULL, &value);
    if (end < start) return U_INTERNAL_PROGRAM_ERROR;
    if (end >= limit) end = limit - 1;
    mark(values, start, end, value);
    start = end + 1;
  }
  return U_ZERO_ERROR;
}

static void setBreak(uint16_t *values, UChar32 first, UChar32 last, uint32_t value) {
  for (UChar32 c = first; c <= last; c++) values[c] = (uint16_t)value;
}

static void markCombining(uint16_t *values, UChar32 first, UChar32 last, uint32_t value) {
  if (value == 0) return;
  for (UChar32 c = first; c <= last; c++) values[c] |= CICU_GRAPHEME_COMBINING;
}

// CICU_GRAPHEME_LINKING_CONSONANT or CICU_GRAPHEME_LINKING_VIRAMA when `c`, of
// Indic_Syllabic_Category `category`, is one, else 0.
static uint16_t linkingFlag(UChar32 c, uint32_t category) {
  uint16_t flag;
  if (category == U_INSC_CONSONANT) {
    flag = CICU_GRAPHEME_LINKING_CONSONANT;
  } else if (category == U_INSC_VIRAMA) {
    flag = CICU_GRAPHEME_LINKING_VIRAMA;
  } else {
    return 0;
  }
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript(c, &status);
  if (U_FAILURE(status)) return 0;
  switch (script) {
    case USCRIPT_DEVANAGARI:
    case USCRIPT_BENGALI:
    case USCRIPT_GUJARATI:
    case USCRIPT_ORIYA:
    case USCRIPT_TELUGU:
    case USCRIPT_MALAYALAM:
      return flag;
    default:
      return 0;
  }
}

static void markLinking(uint16_t *values, UChar32 first, UChar32 last, uint32_t value) {
  if (value != U_INSC_CONSONANT && value != U_INSC_VIRAMA) return;
  for (UChar32 c = first; c <= last; c++) values[c] |= linkingFlag(c, value);
}

int32_t cicu_grapheme_properties(uint16_t *values, int32_t limit) {
  if (limit <= 0) return U_ZERO_ERROR;
  if (limit > UCHAR_MAX_VALUE + 1) limit = UCHAR_MAX_VALUE + 1;
  int32_t status = forEachRun(UCHAR_GRAPHEME_CLUSTER_BREAK, limit, values, setBreak);
  if (status == U_ZERO_ERROR) {
    status = forEachRun(UCHAR_CANONICAL_COMBINING_CLASS, limit, values, markCombining);
  }
  if (status == U_ZERO_ERROR) {
    status = forEachRun(UCHAR_INDIC_SYLLABIC_CATEGORY, limit, values, markLinking);
  }
  if (status != U_ZERO_ERROR) return status;
  UErrorCode error = U_ZERO_ERROR;
  const USet *pictographic = u_getBinaryPropertySet(UCHAR_EXTENDED_PICTOGRAPHIC, &error);
  if (U_FAILURE(error)) return error;
  int32_t count = uset_getItemCount(pictographic);
  for (int32_t item = 0; item < count; item++) {
    UChar32 first = 0, last = -1;
    // A property's set has ranges only, no strings: 0 is the length of the item's string.
    if (uset_getItem(pictographic, item, &first, &last, NULL, 0, &error) != 0) continue;
    if (U_FAILURE(error)) return error;
    for (UChar32 c = first; c <= last && c < limit; c++) {
      values[c] |= CICU_GRAPHEME_EXTENDED_PICTOGRAPHIC;
    }
  }
  return U_ZERO_ERROR;
}

int32_t cicu_line_break_classes(int32_t start, int32_t limit, uint8_t *classes) {
  for (int32_t c = start; c < limit; c++) {
    uint8_t code;
    switch (u_getIntPropertyValue((UChar32)c, UCHAR_LINE_BREAK)) {
      case U_LB_ALPHABETIC: code = CICU_LB_ALPHABETIC; break;
      case U_LB_COMBINING_MARK: code = CICU_LB_COMBINING_MARK; break;
      case U_LB_HEBREW_LETTER: code = CICU_LB_HEBREW_LETTER; break;
      case U_LB_IDEOGRAPHIC:
        code = u_charType((UChar32)c) == U_UNASSIGNED
            && u_hasBinaryProperty((UChar32)c, UCHAR_EXTENDED_PICTOGRAPHIC)
          ? CICU_LB_OTHER : CICU_LB_IDEOGRAPHIC;
        break;
      case U_LB_NONSTARTER: code = CICU_LB_NONSTARTER; break;
      case U_LB_CONDITIONAL_JAPANESE_STARTER: code = CICU_LB_CONDITIONAL_JAPANESE_STARTER; break;
      case U_LB_E_BASE: code = CICU_LB_E_BASE; break;
      case U_LB_E_MODIFIER: code = CICU_LB_E_MODIFIER; break;
      case U_LB_REGIONAL_INDICATOR: code = CICU_LB_REGIONAL_INDICATOR; break;
      case U_LB_ZWJ: code = CICU_LB_ZWJ; break;
      case U_LB_COMPLEX_CONTEXT: {
        int8_t type = u_charType((UChar32)c);
        code = type == U_NON_SPACING_MARK || type == U_COMBINING_SPACING_MARK
          ? CICU_LB_COMPLEX_CONTEXT_MARK : CICU_LB_COMPLEX_CONTEXT;
        break;
      }
      default: code = CICU_LB_OTHER; break;
    }
    classes[c - start] = code;
  }
  return 1;
}

int32_t cicu_grapheme_property(int32_t codePoint) {
  UChar32 c = (UChar32)codePoint;
  int32_t value = u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK);
  if (u_getCombiningClass(c) != 0) value |= CICU_GRAPHEME_COMBINING;
  value |= linkingFlag(c, (uint32_t)u_getIntPropertyValue(c, UCHAR_INDIC_SYLLABIC_CATEGORY));
  if (u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC)) {
    value |= CICU_GRAPHEME_EXTENDED_PICTOGRAPHIC;
  }
  return value;
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

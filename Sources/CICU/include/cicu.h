// A thin C shim over ICU's break iterators and character properties.
//
// This header uses plain C types only and includes no ICU header: Foundation on Linux carries
// its own ICU module, and ICU's C headers visible to Swift next to it clash. ICU's types stay
// inside cicu.c; Swift sees an opaque iterator pointer, integers, and this file's constants.
//
// Every function that can fail reports an ICU error code through `error` (0 = success,
// negative = warning, positive = failure) and returns a harmless value; none aborts.

#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU break iterator (line or character), opaque to Swift. Not thread-safe: one thread
/// at a time.
typedef struct CICUBreakIterator CICUBreakIterator;

/// The value `cicu_break_first` / `cicu_break_next` return when there is no further boundary.
#define CICU_BREAK_DONE (-1)

/// Opens a line break iterator for an ICU locale id such as "en", "ja@lb=strict" or "th".
/// Returns NULL on failure, with the ICU error code in `error`.
CICUBreakIterator *_Nullable cicu_line_break_open(const char *_Nonnull locale,
                                                  int32_t *_Nonnull error);

/// Opens a character (extended grapheme cluster) break iterator for an ICU locale id.
/// Returns NULL on failure, with the ICU error code in `error`.
CICUBreakIterator *_Nullable cicu_character_break_open(const char *_Nonnull locale,
                                                       int32_t *_Nonnull error);

/// A new iterator with the rules and state of `iterator`; NULL on failure. Cloning a
/// prototype is much cheaper than opening a new iterator.
CICUBreakIterator *_Nullable cicu_break_clone(const CICUBreakIterator *_Nonnull iterator,
                                              int32_t *_Nonnull error);

/// Closes an iterator. NULL is allowed and ignored.
void cicu_break_close(CICUBreakIterator *_Nullable iterator);

/// Sets the UTF-16 text to iterate. ICU keeps the pointer, not a copy: the text must outlive
/// its use by the iterator, or be replaced first (see `cicu_break_clear_text`).
void cicu_break_set_text(CICUBreakIterator *_Nonnull iterator, const uint16_t *_Nullable text,
                         int32_t length, int32_t *_Nonnull error);

/// Replaces the iterator's text by an empty static text, so it keeps no pointer to the
/// caller's buffer.
void cicu_break_clear_text(CICUBreakIterator *_Nonnull iterator);

/// Moves to the first boundary (offset 0) and returns it.
int32_t cicu_break_first(CICUBreakIterator *_Nonnull iterator);

/// Moves to the next boundary and returns its UTF-16 offset, or `CICU_BREAK_DONE`.
int32_t cicu_break_next(CICUBreakIterator *_Nonnull iterator);

/// ICU's rule status of the boundary last returned (for a line iterator: 0 soft,
/// 100..199 hard).
int32_t cicu_break_rule_status(const CICUBreakIterator *_Nonnull iterator);

/// Whether a line iterator's rule status is a hard (mandatory) break: ICU's UBRK_LINE_HARD
/// range.
int32_t cicu_line_status_is_hard(int32_t status);

/// Sets `text` on `iterator`, writes every boundary after offset 0 in order to `offsets`
/// (and, when `hard` is not NULL, 1 for a hard line break and 0 otherwise to `hard`), and
/// returns the number of boundaries written. At most `capacity` are written; `length` is
/// always enough. Returns 0 and sets `error` on failure. The text stays set (ICU keeps its
/// pointer, not a copy): the iterator must not be walked again before a new text is set.
int32_t cicu_break_boundaries(CICUBreakIterator *_Nonnull iterator,
                              const uint16_t *_Nullable text, int32_t length,
                              int32_t *_Nonnull offsets, uint8_t *_Nullable hard,
                              int32_t capacity, int32_t *_Nonnull error);

/// Writes the next boundaries of the text set on `iterator` (after `cicu_break_first`, or
/// where the previous call stopped), in order, to `offsets` (and 1 for a hard line break, 0
/// otherwise, to `hard` when it is not NULL), at most `capacity` of them, and returns how many
/// it wrote: 0 at the end of the text. Boundaries of a long text come in batches this way,
/// with bounded memory.
int32_t cicu_break_next_boundaries(CICUBreakIterator *_Nonnull iterator,
                                   int32_t *_Nonnull offsets, uint8_t *_Nullable hard,
                                   int32_t capacity);

/// East_Asian_Width values, as returned by `cicu_east_asian_width`.
enum {
  CICU_EAW_NEUTRAL = 0,
  CICU_EAW_AMBIGUOUS = 1,
  CICU_EAW_HALFWIDTH = 2,
  CICU_EAW_FULLWIDTH = 3,
  CICU_EAW_NARROW = 4,
  CICU_EAW_WIDE = 5,
};

/// The East_Asian_Width of a code point (one of the CICU_EAW_ values).
int32_t cicu_east_asian_width(int32_t codePoint);

/// Binary properties for `cicu_has_property`.
enum {
  CICU_PROPERTY_EMOJI = 0,
  CICU_PROPERTY_EMOJI_PRESENTATION = 1,
  CICU_PROPERTY_EMOJI_MODIFIER = 2,
  CICU_PROPERTY_EMOJI_MODIFIER_BASE = 3,
  CICU_PROPERTY_EXTENDED_PICTOGRAPHIC = 4,
  CICU_PROPERTY_REGIONAL_INDICATOR = 5,
  CICU_PROPERTY_WHITE_SPACE = 6,
  CICU_PROPERTY_DEFAULT_IGNORABLE = 7,
  CICU_PROPERTY_PREPENDED_CONCATENATION_MARK = 8,
};

/// 1 when the code point has the binary property (a CICU_PROPERTY_ value), else 0.
int32_t cicu_has_property(int32_t codePoint, int32_t property);

/// The Line_Break classes `cicu_line_break_classes` tells apart; every other class is
/// CICU_LB_OTHER, and so is an unassigned Extended_Pictographic code point of class ID,
/// which UAX #14's LB30b reads apart from the assigned ones.
enum {
  CICU_LB_OTHER = 0,
  CICU_LB_ALPHABETIC = 1,  // AL
  CICU_LB_COMBINING_MARK = 2,  // CM
  CICU_LB_HEBREW_LETTER = 3,  // HL
  CICU_LB_IDEOGRAPHIC = 4,  // ID
  CICU_LB_NONSTARTER = 5,  // NS
  CICU_LB_CONDITIONAL_JAPANESE_STARTER = 6,  // CJ
  CICU_LB_E_BASE = 7,  // EB
  CICU_LB_E_MODIFIER = 8,  // EM
  CICU_LB_REGIONAL_INDICATOR = 9,  // RI
  CICU_LB_ZWJ = 10,  // ZWJ
  CICU_LB_COMPLEX_CONTEXT = 11,  // SA, but for its marks
  CICU_LB_COMPLEX_CONTEXT_MARK = 12,  // SA of General_Category Mn or Mc
};

/// The Line_Break class (a CICU_LB_ value) of each code point from `start` up to `limit`,
/// written to `classes[0]` on, as ICU's data gives them; returns 1.
int32_t cicu_line_break_classes(int32_t start, int32_t limit, uint8_t *_Nonnull classes);

/// General_Category values, as returned by `cicu_general_category`.
enum {
  CICU_GC_CN = 0,  // unassigned
  CICU_GC_LU = 1,
  CICU_GC_LL = 2,
  CICU_GC_LT = 3,
  CICU_GC_LM = 4,
  CICU_GC_LO = 5,
  CICU_GC_MN = 6,
  CICU_GC_ME = 7,
  CICU_GC_MC = 8,
  CICU_GC_ND = 9,
  CICU_GC_NL = 10,
  CICU_GC_NO = 11,
  CICU_GC_ZS = 12,
  CICU_GC_ZL = 13,
  CICU_GC_ZP = 14,
  CICU_GC_CC = 15,
  CICU_GC_CF = 16,
  CICU_GC_CO = 17,
  CICU_GC_CS = 18,
  CICU_GC_PD = 19,
  CICU_GC_PS = 20,
  CICU_GC_PE = 21,
  CICU_GC_PC = 22,
  CICU_GC_PO = 23,
  CICU_GC_SM = 24,
  CICU_GC_SC = 25,
  CICU_GC_SK = 26,
  CICU_GC_SO = 27,
  CICU_GC_PI = 28,
  CICU_GC_PF = 29,
};

/// The General_Category of a code point (one of the CICU_GC_ values).
int32_t cicu_general_category(int32_t codePoint);

/// Hangul_Syllable_Type values, as returned by `cicu_hangul_syllable_type`.
enum {
  CICU_HST_NOT_APPLICABLE = 0,
  CICU_HST_LEADING_JAMO = 1,
  CICU_HST_VOWEL_JAMO = 2,
  CICU_HST_TRAILING_JAMO = 3,
  CICU_HST_LV_SYLLABLE = 4,
  CICU_HST_LVT_SYLLABLE = 5,
};

/// The Hangul_Syllable_Type of a code point (one of the CICU_HST_ values).
int32_t cicu_hangul_syllable_type(int32_t codePoint);

/// 1 when the code point's Script is Hangul (syllables, jamo, compatibility and halfwidth
/// jamo, enclosed Hangul), else 0.
int32_t cicu_is_hangul_script(int32_t codePoint);

/// Grapheme_Cluster_Break values, as `cicu_grapheme_property` returns them (ICU's
/// numbering). E_Base, E_Base_GAZ, E_Modifier and Glue_After_Zwj have had no code points
/// since Unicode 11.0.
enum {
  CICU_GCB_OTHER = 0,
  CICU_GCB_CONTROL = 1,
  CICU_GCB_CR = 2,
  CICU_GCB_EXTEND = 3,
  CICU_GCB_L = 4,
  CICU_GCB_LF = 5,
  CICU_GCB_LV = 6,
  CICU_GCB_LVT = 7,
  CICU_GCB_T = 8,
  CICU_GCB_V = 9,
  CICU_GCB_SPACING_MARK = 10,
  CICU_GCB_PREPEND = 11,
  CICU_GCB_REGIONAL_INDICATOR = 12,
  CICU_GCB_E_BASE = 13,
  CICU_GCB_E_BASE_GAZ = 14,
  CICU_GCB_E_MODIFIER = 15,
  CICU_GCB_GLUE_AFTER_ZWJ = 16,
  CICU_GCB_ZWJ = 17,
};

/// Flags `cicu_grapheme_properties` adds to a code point's Grapheme_Cluster_Break.
enum {
  /// Extended_Pictographic (GB11).
  CICU_GRAPHEME_EXTENDED_PICTOGRAPHIC = 0x100,
  /// A consonant that ICU's conjunct rule links: Indic_Syllabic_Category Consonant, in the
  /// Devanagari, Bengali, Gujarati, Oriya, Telugu or Malayalam script.
  CICU_GRAPHEME_LINKING_CONSONANT = 0x200,
  /// A virama that links them: Indic_Syllabic_Category Virama, in the same scripts.
  CICU_GRAPHEME_LINKING_VIRAMA = 0x400,
  /// A nonzero Canonical_Combining_Class.
  CICU_GRAPHEME_COMBINING = 0x800,
};

/// Writes the grapheme break properties of every code point below `limit` to `values`, one
/// element each: its Grapheme_Cluster_Break (a CICU_GCB_ value) in the low byte, with the
/// CICU_GRAPHEME_ flags that apply. Walks ICU's ranges of equal values rather than the code
/// points, so a table of the BMP takes a millisecond or so. Returns 0 (success) or an ICU
/// error code; on failure `values` may be partly written.
int32_t cicu_grapheme_properties(uint16_t *_Nonnull values, int32_t limit);

/// The grapheme break properties of one code point, as `cicu_grapheme_properties` writes
/// them. A surrogate code point is Control.
int32_t cicu_grapheme_property(int32_t codePoint);

/// Writes the Unicode version of ICU's character data ("15.0" or "15.0.0") to `buffer`,
/// NUL-terminated, truncated to `capacity`.
void cicu_unicode_version(char *_Nonnull buffer, int32_t capacity);

/// Writes ICU's own version ("72.1") to `buffer`, NUL-terminated, truncated to `capacity`.
void cicu_icu_version(char *_Nonnull buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif  // CICU_H

// A thin C shim over HarfBuzz: load a font file, shape a run, look up glyph coverage and
// the font's vertical metrics.
//
// This header uses plain C types only and includes no HarfBuzz header, so no HarfBuzz type is
// ever visible to Swift; HarfBuzz's types stay inside charfbuzz.c. Swift sees an opaque font
// pointer, integers, and this file's constants.
//
// Every length, advance and metric is in font units: the font is kept at a scale of its units
// per em, and callers scale to a point size themselves.
//
// Thread safety: a `CHBFont` is made immutable when it is opened, and is never modified
// afterwards, so any number of threads may shape with it, look up glyphs and read its
// metrics at once. Each shaping call uses a buffer of its own.

#ifndef CHARFBUZZ_H
#define CHARFBUZZ_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A font face from a file at a scale of its units per em, opaque to Swift.
typedef struct CHBFont CHBFont;

/// Opening succeeded.
#define CHB_OK 0
/// The file could not be read (missing, unreadable, a directory) or is empty.
#define CHB_ERROR_UNREADABLE 1
/// The file was read but holds no font face at the index asked for (not a font, or an index
/// past the faces of a collection).
#define CHB_ERROR_NOT_A_FONT 2
/// HarfBuzz could not allocate what it needed.
#define CHB_ERROR_ALLOCATION 3

/// Opens face `face_index` of the font file at `path` (a NUL-terminated file system path).
/// Returns NULL on failure, with one of the `CHB_ERROR_` codes in `error`.
CHBFont *_Nullable chb_font_open(const char *_Nonnull path, uint32_t face_index,
                                 int32_t *_Nonnull error);

/// Closes a font. NULL is allowed and ignored.
void chb_font_close(CHBFont *_Nullable font);

/// HarfBuzz's version as the library linked reports it ("6.0.0"): a static string.
const char *_Nonnull chb_version_string(void);

/// The number of faces in the file at `path` (1 for a single font, more for a collection such
/// as a .ttc), 0 when it cannot be read or holds none.
uint32_t chb_face_count(const char *_Nonnull path);

/// The font's units per em.
int32_t chb_font_units_per_em(const CHBFont *_Nonnull font);

/// The font's horizontal extents in font units: the ascender (above the baseline, positive),
/// the descender (below it, negative as fonts store it) and the line gap.
void chb_font_extents(const CHBFont *_Nonnull font, int32_t *_Nonnull ascender,
                      int32_t *_Nonnull descender, int32_t *_Nonnull line_gap);

/// The cap height of the face in font units: its OS/2 table's, or HarfBuzz's estimate when the
/// font has none.
int32_t chb_font_cap_height(const CHBFont *_Nonnull font);

/// Whether the font has a glyph for `codepoint` (its character map maps it).
int chb_font_has_glyph(const CHBFont *_Nonnull font, uint32_t codepoint);

/// Shapes `length` UTF-16 code units at `text` (direction, script and language guessed from
/// the text, with the font's default features: kerning, ligatures, and the complex-script
/// shapers) and returns the sum of the glyphs' horizontal advances in font units. Returns 0
/// for an empty text or when HarfBuzz cannot allocate its buffer.
int64_t chb_shape_utf16_advance(const CHBFont *_Nonnull font, const uint16_t *_Nullable text,
                                int32_t length);

/// The script of `codepoint` by HarfBuzz's Unicode data, as an ISO 15924 tag in the byte
/// order HarfBuzz uses (`CHB_SCRIPT_COMMON`, `CHB_SCRIPT_INHERITED` and `CHB_SCRIPT_UNKNOWN`
/// for the characters of no one script).
uint32_t chb_script(uint32_t codepoint);

/// Common ('Zyyy'): punctuation, digits, spaces, symbols shared by scripts.
#define CHB_SCRIPT_COMMON 0x5A797979u
/// Inherited ('Zinh'): combining marks that take the script of their base.
#define CHB_SCRIPT_INHERITED 0x5A696E68u
/// Unknown ('Zzzz'): unassigned code points.
#define CHB_SCRIPT_UNKNOWN 0x5A7A7A7Au

/// 1 when `script` (a tag from `chb_script`) is written right to left, else 0.
int chb_script_is_rtl(uint32_t script);

/// Shapes the run of `run_length` UTF-16 units at `run_offset` in the `length` units at
/// `text`, in `script` (a tag from `chb_script`), direction (`rtl` 1 for right to left) and
/// language (`language`, a BCP 47 tag such as "ko"; NULL for the locale's), with the text
/// around the run as context (so letters at its edges join as they would
/// across it), and the font's default features. Adds each glyph's horizontal advance, in
/// font units, to `advances[c]`, where `c` is the UTF-16 offset in `text` of the glyph's
/// cluster (HarfBuzz's clusters never split a grapheme cluster), and sets
/// `cluster_starts[c]` to 1; `advances` and `cluster_starts` hold `length` entries. Returns 0,
/// or -1 when the run lies outside the text or HarfBuzz cannot allocate its buffer.
int32_t chb_shape_run(const CHBFont *_Nonnull font, const uint16_t *_Nonnull text,
                      int32_t length, int32_t run_offset, int32_t run_length, uint32_t script,
                      int rtl, const char *_Nullable language, int64_t *_Nonnull advances,
                      uint8_t *_Nonnull cluster_starts);

#ifdef __cplusplus
}
#endif

#endif

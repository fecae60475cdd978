// One bare ICU line-break pass over a UTF-16 text: the floor a row's layout is measured
// against in the benchmarks.
//
// This header uses plain C types only and includes no ICU header: Foundation on Linux carries
// its own ICU module, and ICU's headers visible to Swift next to it clash. ICU stays inside
// line_break_pass.c.

#ifndef LINE_BREAK_PASS_H
#define LINE_BREAK_PASS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A reusable ICU line break iterator. Not thread-safe: one thread at a time.
typedef struct LineBreakPass LineBreakPass;

/// Opens a line break iterator for an ICU locale id ("en", "ja"). Returns NULL on failure,
/// with the ICU error code in `error`.
LineBreakPass *_Nullable line_break_pass_open(const char *_Nonnull locale,
                                              int32_t *_Nonnull error);

/// Closes a pass. NULL is allowed and ignored.
void line_break_pass_close(LineBreakPass *_Nullable pass);

/// Sets `text` (`length` UTF-16 code units) on the pass's iterator and walks every line break
/// boundary: `ubrk_setText`, then `ubrk_next` until done. Returns the number of boundaries
/// after the start, or -1 with the ICU error code in `error`. The iterator keeps the pointer
/// to `text` until the next run, and the pass reads nothing through it outside a run.
int32_t line_break_pass_run(LineBreakPass *_Nonnull pass, const uint16_t *_Nullable text,
                            int32_t length, int32_t *_Nonnull error);

/// Like `line_break_pass_run`, and writes each boundary after the start (a UTF-16 offset) to
/// `boundaries`, at most `capacity` of them, with bit 30 set where the break is mandatory (a
/// newline). Returns the number of boundaries written, or -1 with the ICU error code in
/// `error`. For the floor program's greedy filling (Benchmarks/Floor).
int32_t line_break_pass_boundaries(LineBreakPass *_Nonnull pass, const uint16_t *_Nullable text,
                                   int32_t length, int32_t *_Nonnull boundaries,
                                   int32_t capacity, int32_t *_Nonnull error);

/// The floor program's width table of the Basic Multilingual Plane, one byte per scalar
/// written to `table` (65,536 bytes): the cells in the low two bits (2 for East Asian Wide and
/// Fullwidth, 0 for marks, format characters and Hangul medial and final jamo, else 1), 4
/// when the scalar joins the cluster before it (Grapheme_Cluster_Break Extend, SpacingMark or
/// ZWJ), 8 when it is whitespace that hangs at the end of a line.
void floor_width_table(uint8_t *_Nonnull table);

/// The same byte for one scalar above the Basic Multilingual Plane, where Emoji_Presentation
/// also makes 2 cells and Emoji_Modifier joins.
int32_t floor_scalar_entry(int32_t codePoint);

#ifdef __cplusplus
}
#endif

#endif

// A thin C shim over fontconfig: the fonts a platform falls back on after a primary font, in
// the order fontconfig sorts them, and the first of them that covers a character.
//
// This header uses plain C types only and includes no fontconfig header, so no fontconfig
// type is ever visible to Swift; fontconfig's types stay inside cfontconfig.c.
//
// Thread safety: a `CFCFallbacks` is never modified after it is made; looking characters up
// in it from several threads at once only reads it.

#ifndef CFONTCONFIG_H
#define CFONTCONFIG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The fonts fontconfig sorts for a family, opaque to Swift.
typedef struct CFCFallbacks CFCFallbacks;

/// The fonts fontconfig sorts for a family, as Pango asks for them: the family's pattern,
/// with the language `lang` when it is not NULL (an RFC 3066 tag such as "ta" or "ja"), the
/// configuration's and the default substitutions, sorted by `FcFontSort` with the fonts that
/// add no coverage trimmed. The family is `family` when it is not NULL, else that of the font
/// file at `path` (face `face_index`), else, when fontconfig does not know that file (a font
/// outside its directories), "sans-serif". Returns NULL when fontconfig cannot be initialized
/// or finds no font.
CFCFallbacks *_Nullable cfc_fallbacks_open(const char *_Nonnull path, uint32_t face_index,
                                           const char *_Nullable family,
                                           const char *_Nullable lang);

/// Frees fallbacks. NULL is allowed and ignored.
void cfc_fallbacks_close(CFCFallbacks *_Nullable fallbacks);

/// The number of fonts in the sorted list.
int32_t cfc_fallbacks_count(const CFCFallbacks *_Nonnull fallbacks);

/// The index in the sorted list of the first font from `start` on whose character set has
/// `codepoint`, or -1 when none has.
int32_t cfc_fallbacks_first_covering(const CFCFallbacks *_Nonnull fallbacks,
                                     uint32_t codepoint, int32_t start);

/// Writes the file path of font `index` of the list, NUL-terminated, into `path` (`capacity`
/// bytes) and its face index into `face_index`. Returns the path's length in bytes (without
/// the NUL), which is `capacity` or more when it did not fit (nothing useful is written
/// then), or -1 when `index` is out of range or the font has no file.
int32_t cfc_fallbacks_file(const CFCFallbacks *_Nonnull fallbacks, int32_t index,
                           char *_Nonnull path, size_t capacity, int32_t *_Nonnull face_index);

/// Writes the family fontconfig knows the font file at `path` (face `face_index`) by,
/// NUL-terminated, into `family` (`capacity` bytes). Returns the family's length in bytes
/// (without the NUL), which is `capacity` or more when it did not fit (nothing useful is
/// written then), or -1 when fontconfig does not know the file.
int32_t cfc_family_name(const char *_Nonnull path, uint32_t face_index, char *_Nonnull family,
                        size_t capacity);

#ifdef __cplusplus
}
#endif

#endif

// The fontconfig side of the shim: the only file in the package that includes fontconfig's
// headers.

#include "cfontconfig.h"

#include <fontconfig/fontconfig.h>
#include <stdlib.h>
#include <string.h>

struct CFCFallbacks {
  FcFontSet *fonts;
};

// The family fontconfig knows the file at `path` (face `face_index`) by, or NULL; the caller
// frees it.
static FcChar8 *family_of_file(FcConfig *config, const char *path, uint32_t face_index) {
  FcPattern *pattern = FcPatternCreate();
  if (pattern == NULL) return NULL;
  FcPatternAddString(pattern, FC_FILE, (const FcChar8 *)path);
  FcPatternAddInteger(pattern, FC_INDEX, (int)face_index);
  FcObjectSet *objects = FcObjectSetBuild(FC_FAMILY, (char *)NULL);
  FcFontSet *found = objects == NULL ? NULL : FcFontList(config, pattern, objects);
  FcChar8 *family = NULL;
  if (found != NULL && found->nfont > 0) {
    FcChar8 *name = NULL;
    if (FcPatternGetString(found->fonts[0], FC_FAMILY, 0, &name) == FcResultMatch) {
      family = FcStrCopy(name);
    }
  }
  if (found != NULL) FcFontSetDestroy(found);
  if (objects != NULL) FcObjectSetDestroy(objects);
  FcPatternDestroy(pattern);
  return family;
}

CFCFallbacks *cfc_fallbacks_open(const char *path, uint32_t face_index, const char *family_name,
                                 const char *lang) {
  if (!FcInit()) return NULL;
  FcConfig *config = FcConfigReference(NULL);
  if (config == NULL) return NULL;
  FcChar8 *family = family_name != NULL ? FcStrCopy((const FcChar8 *)family_name)
                                        : family_of_file(config, path, face_index);
  FcPattern *pattern = FcPatternCreate();
  FcFontSet *sorted = NULL;
  if (pattern != NULL) {
    FcPatternAddString(pattern, FC_FAMILY,
                       family != NULL ? family : (const FcChar8 *)"sans-serif");
    if (lang != NULL) FcPatternAddString(pattern, FC_LANG, (const FcChar8 *)lang);
    FcConfigSubstitute(config, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    sorted = FcFontSort(config, pattern, FcTrue, NULL, &result);
    FcPatternDestroy(pattern);
  }
  if (family != NULL) FcStrFree(family);
  FcConfigDestroy(config);
  if (sorted == NULL) return NULL;
  if (sorted->nfont == 0) {
    FcFontSetDestroy(sorted);
    return NULL;
  }
  CFCFallbacks *result = malloc(sizeof(CFCFallbacks));
  if (result == NULL) {
    FcFontSetDestroy(sorted);
    return NULL;
  }
  result->fonts = sorted;
  return result;
}

void cfc_fallbacks_close(CFCFallbacks *fallbacks) {
  if (fallbacks == NULL) return;
  FcFontSetDestroy(fallbacks->fonts);
  free(fallbacks);
}

int32_t cfc_fallbacks_count(const CFCFallbacks *fallbacks) {
  return (int32_t)fallbacks->fonts->nfont;
}

int32_t cfc_fallbacks_first_covering(const CFCFallbacks *fallbacks, uint32_t codepoint,
                                     int32_t start) {
  for (int i = start < 0 ? 0 : start; i < fallbacks->fonts->nfont; i++) {
    FcCharSet *charset = NULL;
    if (FcPatternGetCharSet(fallbacks->fonts->fonts[i], FC_CHARSET, 0, &charset) ==
            FcResultMatch &&
        FcCharSetHasChar(charset, codepoint)) {
      return i;
    }
  }
  return -1;
}

int32_t cfc_fallbacks_file(const CFCFallbacks *fallbacks, int32_t index, char *path,
                           size_t capacity, int32_t *face_index) {
  if (index < 0 || index >= fallbacks->fonts->nfont) return -1;
  FcPattern *font = fallbacks->fonts->fonts[index];
  FcChar8 *file = NULL;
  if (FcPatternGetString(font, FC_FILE, 0, &file) != FcResultMatch || file == NULL) return -1;
  int face = 0;
  if (FcPatternGetInteger(font, FC_INDEX, 0, &face) != FcResultMatch) face = 0;
  *face_index = (int32_t)face;
  size_t length = strlen((const char *)file);
  if (length < capacity) memcpy(path, file, length + 1);
  return length > INT32_MAX ? INT32_MAX : (int32_t)length;
}

int32_t cfc_family_name(const char *path, uint32_t face_index, char *family, size_t capacity) {
  if (!FcInit()) return -1;
  FcConfig *config = FcConfigReference(NULL);
  if (config == NULL) return -1;
  FcChar8 *name = family_of_file(config, path, face_index);
  FcConfigDestroy(config);
  if (name == NULL) return -1;
  size_t length = strlen((const char *)name);
  if (length < capacity) memcpy(family, name, length + 1);
  FcStrFree(name);
  return length > INT32_MAX ? INT32_MAX : (int32_t)length;
}

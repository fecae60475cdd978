// The HarfBuzz side of the shim: the only file in the package that includes HarfBuzz's headers.

#include "charfbuzz.h"

#include <hb.h>
#include <hb-ot.h>
#include <stdlib.h>

struct CHBFont {
  hb_font_t *font;
};

uint32_t chb_face_count(const char *path) {
  hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
  if (blob == NULL) return 0;
  unsigned int count = hb_face_count(blob);
  hb_blob_destroy(blob);
  return (uint32_t)count;
}

CHBFont *chb_font_open(const char *path, uint32_t face_index, int32_t *error) {
  *error = CHB_OK;
  // Fails (NULL) when the file cannot be opened or read; an empty file gives an empty blob.
  hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
  if (blob == NULL || hb_blob_get_length(blob) == 0) {
    hb_blob_destroy(blob);
    *error = CHB_ERROR_UNREADABLE;
    return NULL;
  }
  // hb_face_count is 0 for data that is not an OpenType font or collection.
  if (face_index >= hb_face_count(blob)) {
    hb_blob_destroy(blob);
    *error = CHB_ERROR_NOT_A_FONT;
    return NULL;
  }
  hb_face_t *face = hb_face_create(blob, face_index);
  hb_blob_destroy(blob);  // the face keeps its own reference
  if (face == hb_face_get_empty() || hb_face_get_upem(face) == 0 ||
      hb_face_get_glyph_count(face) == 0) {
    hb_face_destroy(face);
    *error = CHB_ERROR_NOT_A_FONT;
    return NULL;
  }
  hb_face_make_immutable(face);
  hb_font_t *font = hb_font_create(face);  // scale defaults to the units per em
  hb_face_destroy(face);                   // the font keeps its own reference
  if (font == hb_font_get_empty()) {
    *error = CHB_ERROR_ALLOCATION;
    return NULL;
  }
  hb_font_make_immutable(font);
  CHBFont *result = malloc(sizeof(CHBFont));
  if (result == NULL) {
    hb_font_destroy(font);
    *error = CHB_ERROR_ALLOCATION;
    return NULL;
  }
  result->font = font;
  return result;
}

void chb_font_close(CHBFont *font) {
  if (font == NULL) return;
  hb_font_destroy(font->font);
  free(font);
}

int32_t chb_font_units_per_em(const CHBFont *font) {
  return (int32_t)hb_face_get_upem(hb_font_get_face(font->font));
}

void chb_font_extents(const CHBFont *font, int32_t *ascender, int32_t *descender,
                      int32_t *line_gap) {
  hb_font_extents_t extents = {0};
  hb_font_get_h_extents(font->font, &extents);
  *ascender = extents.ascender;
  *descender = extents.descender;
  *line_gap = extents.line_gap;
}

int32_t chb_font_cap_height(const CHBFont *font) {
  hb_position_t cap_height = 0;
  hb_ot_metrics_get_position_with_fallback(font->font, HB_OT_METRICS_TAG_CAP_HEIGHT,
                                           &cap_height);
  return cap_height;
}

int chb_font_has_glyph(const CHBFont *font, uint32_t codepoint) {
  hb_codepoint_t glyph = 0;
  return hb_font_get_nominal_glyph(font->font, codepoint, &glyph) ? 1 : 0;
}

int64_t chb_shape_utf16_advance(const CHBFont *font, const uint16_t *text, int32_t length) {
  if (text == NULL || length <= 0) return 0;
  hb_buffer_t *buffer = hb_buffer_create();
  if (!hb_buffer_allocation_successful(buffer)) {
    hb_buffer_destroy(buffer);
    return 0;
  }
  hb_buffer_add_utf16(buffer, text, length, 0, length);
  hb_buffer_guess_segment_properties(buffer);
  hb_shape(font->font, buffer, NULL, 0);
  unsigned int count = 0;
  hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
  int64_t total = 0;
  for (unsigned int i = 0; i < count; i++) total += positions[i].x_advance;
  hb_buffer_destroy(buffer);
  return total;
}

uint32_t chb_script(uint32_t codepoint) {
  return (uint32_t)hb_unicode_script(hb_unicode_funcs_get_default(), codepoint);
}

int chb_script_is_rtl(uint32_t script) {
  return hb_script_get_horizontal_direction((hb_script_t)script) == HB_DIRECTION_RTL ? 1 : 0;
}

int32_t chb_shape_run(const CHBFont *font, const uint16_t *text, int32_t length,
                      int32_t run_offset, int32_t run_length, uint32_t script, int rtl,
                      const char *language, int64_t *advances, uint8_t *cluster_starts) {
  if (length <= 0 || run_offset < 0 || run_length <= 0 || run_offset > length - run_length) {
    return -1;
  }
  hb_buffer_t *buffer = hb_buffer_create();
  if (!hb_buffer_allocation_successful(buffer)) {
    hb_buffer_destroy(buffer);
    return -1;
  }
  // The whole text goes in, the run alone is shaped: the rest is pre- and post-context.
  hb_buffer_add_utf16(buffer, text, length, (unsigned int)run_offset, run_length);
  hb_buffer_set_script(buffer, (hb_script_t)script);
  hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
  if (language != NULL) hb_buffer_set_language(buffer, hb_language_from_string(language, -1));
  hb_buffer_guess_segment_properties(buffer);  // else the language from the locale
  hb_shape(font->font, buffer, NULL, 0);
  unsigned int count = 0;
  hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
  hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
  for (unsigned int i = 0; i < count; i++) {
    uint32_t cluster = infos[i].cluster;
    if (cluster >= (uint32_t)length) continue;
    advances[cluster] += positions[i].x_advance;
    cluster_starts[cluster] = 1;
  }
  hb_buffer_destroy(buffer);
  return 0;
}

const char *chb_version_string(void) { return hb_version_string(); }

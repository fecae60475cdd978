#!/usr/bin/env python3
"""Checks that every link to another module's documentation page in the DocC catalogs
(a Markdown link such as [`HStack`](/documentation/layoutengine/hstack), which DocC does not
resolve itself) names a page of the built documentation.

    python3 Scripts/check-doc-links.py ARCHIVE

ARCHIVE is the combined archive of `swift package generate-documentation
--enable-experimental-combined-documentation`, in which every module's pages sit side by side.
Exits 1 and names each broken link, with its file and line, when a page is missing (a type
renamed, removed or no longer public)."""

import pathlib
import re
import sys

LINK = re.compile(r"\]\((/documentation/[^)#\s]*)")


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 1
    data = pathlib.Path(sys.argv[1]) / "data"
    if not data.is_dir():
        print(f"check-doc-links: {sys.argv[1]} is not a DocC archive (no data/)", file=sys.stderr)
        return 1
    root = pathlib.Path(__file__).resolve().parent.parent
    broken = []
    checked = 0
    for catalog in sorted(root.glob("Sources/*/*.docc/**/*.md")):
        for number, line in enumerate(catalog.read_text(encoding="utf-8").splitlines(), 1):
            for link in LINK.findall(line):
                checked += 1
                page = data / (link.strip("/").lower() + ".json")
                if not page.is_file():
                    broken.append(f"  {catalog.relative_to(root)}:{number}: {link}")
    if broken:
        print("check-doc-links: these links name no page of the documentation; point them at"
              " the type's page, or make them code voice:", file=sys.stderr)
        print("\n".join(broken), file=sys.stderr)
        return 1
    print(f"check-doc-links: {checked} links to documentation pages, all resolve")
    return 0


if __name__ == "__main__":
    sys.exit(main())

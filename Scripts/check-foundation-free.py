#!/usr/bin/env python3
"""Checks that the row's products stay Foundation-free (Docs/Concepts.md, "Products").

The products a consumer who only lays out rows depends on, and every target they depend on
(read from `swift package dump-package`), must import no Foundation module and depend on no
other package's product, so that a binary built from them links no Foundation. Exits non-zero
naming each file that imports one.
"""

import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOUNDATION_FREE_PRODUCTS = [
    "AdaptiveAmountRow",
    "LayoutEngine",
    "TextMeasurement",
    "CellRendering",
    "TruncationDetection",
    "PrioritySelection",
]
FOUNDATION_IMPORT = re.compile(
    r"^\s*(@_exported\s+|@preconcurrency\s+)*import\s+(\w+\s+)?"
    r"(Foundation|FoundationEssentials|FoundationInternationalization|FoundationNetworking"
    r"|FoundationXML|CoreFoundation|_FoundationICU)\b",
    re.MULTILINE,
)


def main() -> int:
    manifest = json.loads(
        subprocess.run(
            ["swift", "package", "dump-package"],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    targets = {target["name"]: target for target in manifest["targets"]}
    products = {product["name"]: product for product in manifest["products"]}
    problems = []
    closure = set()
    pending = [t for name in FOUNDATION_FREE_PRODUCTS for t in products[name]["targets"]]
    while pending:
        name = pending.pop()
        if name in closure:
            continue
        closure.add(name)
        for dependency in targets[name].get("dependencies", []):
            kind, value = next(iter(dependency.items()))
            if kind == "product":
                problems.append(f"{name} depends on the product {value[0]} of another package")
            else:
                pending.append(value[0])
    for name in sorted(closure):
        target = targets[name]
        directory = ROOT / (target.get("path") or f"Sources/{name}")
        for source in sorted(directory.rglob("*.swift")):
            for match in FOUNDATION_IMPORT.finditer(source.read_text(encoding="utf-8")):
                problems.append(
                    f"{source.relative_to(ROOT)} imports {match.group(3)}"
                    f" (target {name}, which a Foundation-free product needs)"
                )
    for problem in problems:
        print(f"check-foundation-free: {problem}", file=sys.stderr)
    if not problems:
        print(
            "check-foundation-free: "
            + ", ".join(sorted(closure))
            + " import no Foundation"
        )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Holds Docs/Concepts.md to the public types of the library modules, as the compiler sees
them, so that the page cannot rot.

    swift build --build-tests && python3 Scripts/check-concepts.py
    python3 Scripts/check-concepts.py --list   # prints the public types, one a line

The library modules are the targets of the package's library products
(`swift package describe`); their public types come from the compiler, through the symbol
graphs `swift symbolgraph-extract` writes of the modules the last debug build left
(public symbols only): every top-level struct, class, enum, protocol, actor and type alias,
and every nested struct, class, enum, protocol and actor (`AdaptiveAmountRow.Configuration`),
except the iterators a sequence declares.

Docs/Concepts.md names a type by a list item that starts with it in code voice:
"- `Text`: ...". The check fails, saying exactly which names to add and which to remove,
when a public type has no such item, when an item names a type that is not public in a
library module, or when a type has two items."""

import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONCEPTS = ROOT / "Docs" / "Concepts.md"
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor"}
ITEM = re.compile(r"^\s*- `([A-Za-z_][A-Za-z0-9_.]*)`")


def library_modules() -> set[str]:
    description = json.loads(
        subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=ROOT,
                       capture_output=True, text=True, check=True).stdout)
    return {
        target
        for product in description["products"]
        if "library" in product["type"]
        for target in product["targets"]
    }


def symbol_graphs(modules: set[str], directory: pathlib.Path) -> None:
    """Writes the public symbol graphs of `modules`, as the last debug build left them, into
    `directory`. The script builds nothing itself (CI runs it right after `swift build
    --build-tests`); a module older than one of its sources fails the check."""
    products = pathlib.Path(
        subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                       text=True, check=True).stdout.strip())
    for module in sorted(modules):
        # The compiler leaves an unchanged .swiftmodule as it was; its build directory's
        # newest file (objects, dependency files) says when the module was last compiled.
        outputs = [path.stat().st_mtime for path in (products / f"{module}.build").glob("*")]
        sources = list((ROOT / "Sources" / module).rglob("*.swift"))
        newest = max((source.stat().st_mtime for source in sources), default=0)
        if not (products / "Modules" / f"{module}.swiftmodule").exists() or (
            max(outputs, default=0) < newest
        ):
            raise SystemExit(f"check-concepts: {module} is not built or older than its"
                             " sources; run `swift build --build-tests` first")
    target = json.loads(
        subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True,
                       check=True).stdout)["target"]["triple"]
    # The C shims' module maps and headers, which the Swift modules' interfaces refer to.
    clang = []
    for module_map in sorted(products.glob("*.build/module.modulemap")):
        if module_map.parent.name.endswith("-tool.build"):
            continue  # the same shim built for plugins' host tools
        clang += ["-Xcc", f"-fmodule-map-file={module_map}"]
    for include in sorted(ROOT.glob("Sources/*/include")):
        clang += ["-Xcc", "-I", "-Xcc", str(include)]
    for module in sorted(modules):
        run = subprocess.run(
            ["swift", "symbolgraph-extract", "-module-name", module, "-target", target,
             "-I", str(products / "Modules"), *clang, "-minimum-access-level", "public",
             "-output-dir", str(directory)],
            cwd=ROOT, capture_output=True, text=True)
        if run.returncode != 0:
            sys.stderr.write(run.stdout + run.stderr)
            raise SystemExit(f"check-concepts: no symbol graph for {module}")


def public_types(modules: set[str]) -> dict[str, str]:
    """The public types of `modules`: qualified name -> module."""
    types: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as scratch:
        directory = pathlib.Path(scratch)
        symbol_graphs(modules, directory)
        for graph in sorted(directory.glob("*.symbols.json")):
            module = graph.name.split(".")[0].split("@")[0]
            for symbol in json.loads(graph.read_text(encoding="utf-8"))["symbols"]:
                kind = symbol["kind"]["identifier"]
                path = symbol["pathComponents"]
                nested = len(path) > 1
                if kind == "swift.typealias" and nested:
                    continue  # a nested alias names another type (Element, Failure, Predicate)
                if kind not in TYPE_KINDS and kind != "swift.typealias":
                    continue
                if nested and path[-1] in ("Iterator", "AsyncIterator"):
                    continue
                types[".".join(path)] = module
    return types


def listed_types() -> list[tuple[str, int]]:
    items = []
    in_code = False
    for number, line in enumerate(CONCEPTS.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and (match := ITEM.match(line)):
            items.append((match.group(1), number))
    return items


def main() -> int:
    types = public_types(library_modules())
    if "--list" in sys.argv[1:]:
        for name in sorted(types):
            print(f"{name} ({types[name]})")
        return 0
    listed = listed_types()
    names = [name for name, _ in listed]
    missing = sorted(set(types) - set(names))
    stale = [(name, line) for name, line in listed if name not in types]
    repeated = sorted({name for name in names if names.count(name) > 1})
    if missing or stale or repeated:
        print("check-concepts: Docs/Concepts.md does not match the public types of the"
              " library modules.", file=sys.stderr)
        if missing:
            print("Add an item (\"- `Name`: what it is for\") under its concept for:",
                  file=sys.stderr)
            for name in missing:
                print(f"  {name} ({types[name]})", file=sys.stderr)
        if stale:
            print("Remove these items: no library module has such a public type:",
                  file=sys.stderr)
            for name, line in stale:
                print(f"  {name} (Docs/Concepts.md:{line})", file=sys.stderr)
        if repeated:
            print("Keep one item for each of these:", file=sys.stderr)
            for name in repeated:
                print(f"  {name}", file=sys.stderr)
        return 1
    modules = len(set(types.values()))
    print(f"check-concepts: Docs/Concepts.md lists the {len(types)} public types of the"
          f" {modules} library modules that have any")
    return 0


if __name__ == "__main__":
    sys.exit(main())

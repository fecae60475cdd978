#!/usr/bin/env python3
"""Holds the module graph in Docs/Architecture.md to the package's targets, so that the
picture cannot rot.

    python3 Scripts/check-module-graph.py

The graph is the mermaid block under "## Module graph": nodes (`Id["label"]`) and edges
(`A --> B`, from a module to what it depends on). A node stands for the target of its id, or
for the targets `ALIASES` names. The targets come from `swift package dump-package`; the
check fails, naming what to change, when

- a target is in no node (system-library, test and build-tool targets are described in the
  prose instead: `UNDRAWN`),
- an edge is no dependency (direct or through others) of the package, or
- a direct dependency between two nodes' targets is not implied by the graph's edges (the
  graph may leave out an edge that a path of edges already implies).
"""

import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ARCHITECTURE = ROOT / "Docs" / "Architecture.md"
# Nodes that stand for several targets, or for a target of another name.
ALIASES = {
    "CLI": {"AdaptiveRowsCLI", "adaptive-rows"},
    "Plugin": {"RowPreviewPlugin"},
    "Fuzz": {"AdaptiveRowsFuzz", "ReaderFuzz", "MeasurerFuzz"},
    "Probe": {"width-probe"},
}
# Targets the prose describes rather than the graph.
UNDRAWN_TYPES = {"system", "test"}
UNDRAWN = {"TestSupport", "BuildCommitPlugin"}
NODE = re.compile(r"^\s*(\w+)\[")
EDGE = re.compile(r"^\s*(\w+)\s*-->\s*(\w+)\s*$")


def graph() -> tuple[set[str], set[tuple[str, str]]]:
    text = ARCHITECTURE.read_text(encoding="utf-8")
    match = re.search(r"## Module graph\n.*?```mermaid\n(.*?)```", text, re.S)
    if not match:
        sys.exit("check-module-graph: no mermaid block under '## Module graph' in "
                 "Docs/Architecture.md")
    nodes, edges = set(), set()
    for line in match.group(1).splitlines():
        if edge := EDGE.match(line):
            edges.add((edge.group(1), edge.group(2)))
        elif node := NODE.match(line):
            nodes.add(node.group(1))
    return nodes, edges


def targets() -> dict[str, tuple[str, set[str]]]:
    """Each target's type and the targets it depends on directly."""
    package = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True,
        check=True).stdout)
    result = {}
    for target in package["targets"]:
        names = set()
        for dependency in target.get("dependencies", []):
            kind, value = next(iter(dependency.items()))
            if kind in ("byName", "target"):
                names.add(value[0])
        result[target["name"]] = (target["type"], names)
    return result


def reachable(start: str, neighbours: dict[str, set[str]]) -> set[str]:
    seen, stack = set(), [start]
    while stack:
        for next_ in neighbours.get(stack.pop(), set()):
            if next_ not in seen:
                seen.add(next_)
                stack.append(next_)
    return seen


def main() -> int:
    nodes, edges = graph()
    package = targets()
    problems = []
    for a, b in edges:
        for end in (a, b):
            if end not in nodes:
                problems.append(f"the edge {a} --> {b} names {end}, which is no node")
    covered = {node: ALIASES.get(node, {node}) for node in nodes}
    owner = {target: node for node, members in covered.items() for target in members}
    for node, members in covered.items():
        for target in members - package.keys():
            problems.append(f"the node {node} stands for {target}, which is no target")
    for name, (kind, _) in package.items():
        if name not in owner and kind not in UNDRAWN_TYPES and name not in UNDRAWN:
            problems.append(f"the target {name} is in no node: draw it")
    # Dependencies between targets, direct and through others.
    direct = {name: dependencies for name, (_, dependencies) in package.items()}
    for a, b in sorted(edges):
        sources, ends = covered.get(a, set()), covered.get(b, set())
        if not any(reachable(source, direct) & ends for source in sources):
            problems.append(f"the edge {a} --> {b} is no dependency of the package: remove it")
    drawn = {}
    for a, b in edges:
        drawn.setdefault(a, set()).add(b)
    for name, dependencies in sorted(direct.items()):
        if name not in owner:
            continue
        for dependency in sorted(dependencies):
            a, b = owner[name], owner.get(dependency)
            if b is None or a == b or b in reachable(a, drawn):
                continue
            problems.append(f"{name} depends on {dependency}, but no path of edges leads from "
                            f"{a} to {b}: add {a} --> {b}")
    for problem in problems:
        print(f"check-module-graph: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-module-graph: {len(nodes)} nodes and {len(edges)} edges agree with "
          f"{len(package)} targets")
    return 0


if __name__ == "__main__":
    sys.exit(main())

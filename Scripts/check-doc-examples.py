#!/usr/bin/env python3
"""Every Swift example of README.md, Docs/ and the DocC catalogs, compiled, and run where the
docs show what it gives.

Writes each ```swift block into Tests/DocExampleTests/Examples.swift as the body of a function
of its own (its imports hoisted), so that `swift build --build-tests` compiles every example
against today's API. An example that shows output is a test that runs it:
- an expression with a result comment (`row.layout(width: 48).mode  // standard`, the comment
  possibly continued on the comment lines after it) becomes `output.check(expression, claim)`
  (Tests/DocExampleTests/DocOutput.swift says when a claim holds);
- an example that prints, followed in the docs by an output block (a ``` block with no
  language, or `text`), has its printed lines checked against that block.
A block that is a package manifest (it imports PackageDescription) is checked by
`swift package dump-package` in a directory of its own instead.

  python3 Scripts/check-doc-examples.py           # write the file
  python3 Scripts/check-doc-examples.py --check   # fail when the file is not what the docs give
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
target = os.path.join(root, "Tests", "DocExampleTests", "Examples.swift")


def blocks():
    files = [os.path.join(root, "README.md")]
    files += sorted(glob.glob(os.path.join(root, "Docs", "*.md")))
    files += sorted(glob.glob(os.path.join(root, "Sources", "*", "*.docc", "*.md")))
    for path in files:
        text = open(path, encoding="utf-8").read()
        blocks = re.finditer(
            r"^```swift\n(.*?)^```\n(?:\s*\n```(?:text)?\n(.*?)^```)?", text,
            flags=re.S | re.M)
        # Named by their order in the file, not their line, so that editing prose around an
        # example does not change the generated file.
        for ordinal, match in enumerate(blocks, start=1):
            yield os.path.relpath(path, root), f"example {ordinal}", match.group(1), match.group(2)


KEYWORDS = ("let ", "var ", "if ", "for ", "while ", "switch ", "case ", "return ", "func ",
            "struct ", "enum ", "class ", "guard ", "defer ", "_ =", "}", "import ", "print(",
            "@", "extension ", "protocol ", "typealias ", "static ", "private ", "public ")


def unquoted(code):
    """The positions and characters of `code` outside string literals."""
    quoted = False
    index = 0
    while index < len(code):
        char = code[index]
        if char == "\\" and quoted:
            index += 2
            continue
        if char == '"':
            quoted = not quoted
        elif not quoted:
            yield index, char
        index += 1


def split_comment(line):
    """The code of a line and its trailing `//` comment (None without one), outside strings."""
    for index, _ in unquoted(line):
        if line.startswith("//", index):
            return line[:index].rstrip(), line[index + 2:].strip()
    return line.rstrip(), None


def depth_change(code):
    return sum((char in "([{") - (char in ")]}") for _, char in unquoted(code))


def checked_lines(code_lines):
    """The example's lines with each expression that has a result comment made a check, and
    the number of checks."""
    out = []
    checks = 0
    index = 0
    while index < len(code_lines):
        line = code_lines[index]
        code, comment = split_comment(line)
        if not code.strip():
            out.append(line)
            index += 1
            continue
        # A statement: lines until brackets close and the next line does not go on with `.`.
        start = index
        depth = depth_change(code)
        last_comment = comment
        while index + 1 < len(code_lines):
            following = split_comment(code_lines[index + 1])[0].strip()
            if depth > 0 or following.startswith("."):
                index += 1
                code_part, last_comment = split_comment(code_lines[index])
                depth += depth_change(code_part)
            else:
                break
        statement = code_lines[start:index + 1]
        index += 1
        # The claim: the last line's comment, and the comment lines right after it.
        claim = [last_comment] if last_comment else []
        while index < len(code_lines):
            code_part, comment = split_comment(code_lines[index])
            if code_part.strip() or comment is None:
                break
            claim.append(comment)
            index += 1
        codes = [split_comment(l)[0] for l in statement]
        expression = "\n".join(codes).strip()
        first = codes[0].strip()
        pure = (claim and not first.startswith(KEYWORDS)
                and not re.search(r"(^|[^=!<>+\-*/])=([^=]|$)", expression))
        if not pure:
            out += statement + code_lines[start + len(statement):index]
            continue
        indent = re.match(r"\s*", statement[0]).group(0)
        prefix = ""
        for word in ("try ", "await "):
            if expression.startswith(word):
                expression = expression[len(word):]
                prefix += word
        if "try " in expression and "try" not in prefix:
            prefix = "try " + prefix
        text = " ".join(claim)
        body = expression.replace("\n", "\n" + indent + "  ")
        out.append(f'{indent}{prefix}output.check(\n{indent}  {body},\n{indent}  #"{text}"#)')
        checks += 1
    return out, checks


def generate():
    imports = {"import AdaptiveRows", "import FontMeasurement", "import Foundation",
               "import Testing"}
    functions = []
    manifests = []
    counts = {"run": 0, "checks": 0, "outputs": 0}
    for index, (path, line, body, output) in enumerate(blocks(), start=1):
        if "import PackageDescription" in body:
            manifests.append((path, line, body))
            continue
        lines = body.rstrip("\n").split("\n")
        imports |= {l for l in lines if l.startswith("import ")}
        code = [l for l in lines if not l.startswith("import ")]
        code, checks = checked_lines(code)
        prints = any(re.match(r"\s*print\(", l) for l in code)
        expected = output.rstrip("\n").split("\n") if output and prints else None
        runs = checks > 0 or expected is not None
        if runs:
            counts["run"] += 1
            counts["checks"] += checks
            code = [re.sub(r"^(\s*)print\(", r"\1output.print(", l) for l in code]
            code = [f'  let output = DocOutput("{path}, {line}")'.removeprefix("  ")] + code
            if expected is not None:
                counts["outputs"] += 1
                code.append("output.checkPrinted([")
                code += [f'  #"{l}"#,' for l in expected]
                code.append("])")
        functions.append((index, path, line, code, runs))
    out = [
        "// swift-format-ignore-file",
        "// Generated by Scripts/check-doc-examples.py from the Swift examples of README.md,",
        "// Docs/ and the DocC catalogs: edit the docs, then run the script. CI fails when this",
        "// file is not what the docs give.",
        "",
    ]
    out += sorted(imports) + [""]
    for index, path, line, code, runs in functions:
        out.append(f"/// {path}, {line}")
        if runs:
            out.append(f'@Test("{path}, {line}, gives what the docs show")')
        out.append(f"func docExample{index}() async throws {{")
        out += [("  " + l).rstrip() for l in code]
        out.append("}")
        out.append("")
    return "\n".join(out) + "\n", manifests, counts


def check_manifests(manifests):
    for path, line, body in manifests:
        with tempfile.TemporaryDirectory() as directory:
            package = os.path.join(directory, "Package")
            os.makedirs(package)
            os.symlink(root, os.path.join(directory, "AdaptiveRows"))
            with open(os.path.join(package, "Package.swift"), "w") as handle:
                handle.write(body)
            result = subprocess.run(
                ["swift", "package", "dump-package"], cwd=package, capture_output=True, text=True)
            if result.returncode != 0:
                sys.exit(f"check-doc-examples: the manifest of {path}, {line}, does not build:\n"
                         + result.stderr)


def main():
    text, manifests, counts = generate()
    if "--check" in sys.argv:
        current = open(target, encoding="utf-8").read() if os.path.exists(target) else ""
        if current != text:
            sys.exit("check-doc-examples: Tests/DocExampleTests/Examples.swift is not what the "
                     "docs give; run python3 Scripts/check-doc-examples.py")
        check_manifests(manifests)
        print(f"check-doc-examples: {text.count('func docExample')} Swift examples compiled "
              f"with the tests, {counts['run']} of them run by them ({counts['checks']} result "
              f"comments and {counts['outputs']} output blocks checked), {len(manifests)} "
              f"manifest(s) checked")
        return
    os.makedirs(os.path.dirname(target), exist_ok=True)
    open(target, "w", encoding="utf-8").write(text)


main()

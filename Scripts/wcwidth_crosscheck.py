"""Cross-checks the terminal widths of AdaptiveRows against Python's wcwidth `width()`, or
with `glibc` as fourth argument, the `codePoints` profile against glibc's own `wcswidth` (through
ctypes, in the C.UTF-8 locale); cases glibc calls non-printable (-1: controls, and code points
its Unicode data does not assign) are counted apart.

Cases: every line of emoji-test.txt, every code point of the ranges of EastAsianWidth.txt
(surrogates excepted), and a seeded sample of assigned code points and of grapheme clusters
built from them. Our widths come from the `width-probe` executable (one line of hexadecimal
code points in, one width out). Prints the agreement rate per source and overall, and each
class of disagreement with its count and examples.

Usage: python3 wcwidth_crosscheck.py PROBE UNICODE_DIR EMOJI_TEST_FILE [glibc]
"""

import collections
import ctypes
import random
import subprocess
import sys
import unicodedata


def parse_emoji_test(path):
    cases = []
    with open(path, encoding="utf-8") as file:
        for line in file:
            if not line.strip() or line.startswith("#") or ";" not in line:
                continue
            points = line.split(";")[0].split()
            cases.append([int(point, 16) for point in points])
    return cases


def parse_east_asian_width(path):
    """Every code point the file lists, with its East_Asian_Width."""
    cases = []
    with open(path, encoding="utf-8") as file:
        for line in file:
            data = line.split("#")[0].strip()
            if not data:
                continue
            points, value = (part.strip() for part in data.split(";"))
            first, _, last = points.partition("..")
            for point in range(int(first, 16), int(last or first, 16) + 1):
                if 0xD800 <= point <= 0xDFFF:
                    continue
                cases.append(([point], value))
    return cases


def seeded_sample(seed=20240501):
    """2,000 assigned code points and 2,000 clusters of a base and up to three extenders."""
    rng = random.Random(seed)
    assigned = [
        point
        for point in range(0x110000)
        if not 0xD800 <= point <= 0xDFFF
        and unicodedata.category(chr(point)) not in ("Cn", "Co", "Cs")
    ]
    bases = [p for p in assigned if unicodedata.category(chr(p))[0] in "LNSP"]
    extenders = [p for p in assigned if unicodedata.category(chr(p)) in ("Mn", "Me", "Mc")]
    extenders += [0x200D, 0xFE0F, 0xFE0E, 0x1F3FB, 0x1F3FF, 0x20E3]
    cases = [[rng.choice(assigned)] for _ in range(2000)]
    for _ in range(2000):
        cluster = [rng.choice(bases)]
        cluster += [rng.choice(extenders) for _ in range(rng.randint(1, 3))]
        cases.append(cluster)
    return cases


def glibc_wcswidth():
    """glibc's `wcswidth` in its C.UTF-8 locale, as a function of a string."""
    libc = ctypes.CDLL("libc.so.6")
    libc.setlocale.restype = ctypes.c_char_p
    if libc.setlocale(0, b"C.UTF-8") is None:  # LC_CTYPE
        sys.exit("glibc has no C.UTF-8 locale")
    return lambda text: libc.wcswidth(ctypes.c_wchar_p(text), len(text))


def our_widths(probe, cases):
    text = "".join(" ".join(f"{p:X}" for p in case) + "\n" for case in cases)
    result = subprocess.run(probe, input=text, capture_output=True, text=True, check=True)
    widths = result.stdout.split("\n")[:-1]
    assert len(widths) == len(cases), (len(widths), len(cases))
    return [int(w) if w != "error" else None for w in widths]


def classify(points):
    """A name for the kind of case, so that disagreements group by cause."""
    first = points[0]
    category = unicodedata.category(chr(first))
    east = unicodedata.east_asian_width(chr(first))
    if first < 0x20 or 0x7F <= first <= 0x9F:
        return "C0/C1 control"
    if 0x202A <= first <= 0x202E or 0x2066 <= first <= 0x2069:
        return "bidi control"
    if any(p == 0x200D for p in points[1:]) and len(points) > 2:
        return "ZWJ sequence"
    if len(points) > 1 and points[1] == 0xFE0F:
        return "VS16 after a base"
    if len(points) > 1 and points[1] == 0xFE0E:
        return "VS15 after a base"
    if any(0x1F3FB <= p <= 0x1F3FF for p in points[1:]):
        return "emoji modifier (skin tone) after a base"
    if 0x1F1E6 <= first <= 0x1F1FF:
        return "regional indicator(s)"
    if 0x1160 <= first <= 0x11FF or 0xD7B0 <= first <= 0xD7FF:
        return "Hangul medial/final jamo"
    if first == 0x00AD:
        return "U+00AD SOFT HYPHEN"
    if category == "Cn":
        return f"unassigned (Python's Unicode {unicodedata.unidata_version}), EAW {east}"
    if category in ("Mn", "Me", "Cf", "Mc") and len(points) == 1:
        return f"lone {category}, EAW {east}"
    if len(points) > 1:
        return f"cluster of a {category} base (EAW {east}) and extenders"
    return f"{category}, EAW {east}"


def main():
    probe, unicode_dir, emoji_test = sys.argv[1:4]
    if sys.argv[4:5] == ["glibc"]:
        reference, reference_name, probe = glibc_wcswidth(), "glibc", [probe, "--code-points"]
    else:
        import wcwidth

        reference, reference_name, probe = wcwidth.width, f"wcwidth {wcwidth.__version__}", [probe]
    sources = {
        "emoji-test.txt": parse_emoji_test(emoji_test),
        "EastAsianWidth.txt": [points for points, _ in parse_east_asian_width(f"{unicode_dir}/EastAsianWidth.txt")],
        "seeded sample": seeded_sample(),
    }
    total = agreed = 0
    non_printable = collections.Counter()
    classes = collections.defaultdict(lambda: [0, []])
    for name, cases in sources.items():
        ours = our_widths(probe, cases)
        same = 0
        for points, our in zip(cases, ours):
            theirs = reference("".join(map(chr, points)))
            # Left out: what glibc calls non-printable, and the controls, which never reach a
            # measurer (the control-character rules replace them).
            if reference_name == "glibc" and (
                theirs < 0 or any(p < 0x20 or 0x7F <= p <= 0x9F for p in points)
            ):
                non_printable[name] += 1
                continue
            if our == theirs:
                same += 1
                continue
            key = (name, classify(points), our, theirs)
            classes[key][0] += 1
            if len(classes[key][1]) < 4:
                classes[key][1].append(" ".join(f"U+{p:04X}" for p in points))
        compared = len(cases) - non_printable[name]
        total += compared
        agreed += same
        print(f"{name}: {same}/{compared} agree ({100 * same / compared:.3f}%)", end="")
        left_out = non_printable[name]
        print(f", {left_out} left out (controls, or non-printable for glibc)" if left_out else "")
    print(f"overall: {agreed}/{total} agree ({100 * agreed / total:.3f}%)")
    print(f"{reference_name}, Python unicodedata {unicodedata.unidata_version}")
    print(f"\ndisagreements (source | class | ours | {reference_name} | count | examples):")
    for (name, kind, ours, theirs), (count, examples) in sorted(
        classes.items(), key=lambda item: (item[0][0], -item[1][0])
    ):
        print(f"  {name} | {kind} | {ours} | {theirs} | {count} | {', '.join(examples)}")


if __name__ == "__main__":
    main()

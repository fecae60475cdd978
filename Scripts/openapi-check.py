#!/usr/bin/env python3
"""Checks answers of the running WalletServer against its OpenAPI document.

    python3 Scripts/openapi-check.py Examples/WalletServer/openapi.yaml ANSWERS

ANSWERS is a folder of answers that Scripts/server-check.sh recorded, one folder each with
`request` (the method and URL, on one line), `headers` (the response's head as curl wrote it)
and `body` (its first bytes; `truncated` exists when there were more). For each answer:

- a path the document lists has an operation for the method, and the status is one of the
  operation's responses; a path it does not list is answered 404;
- the `Content-Type` is one the response lists (compared whole, parameters included), or
  absent when the response lists no content;
- a JSON body fits the response's schema; in a JSON Lines body (`application/jsonl`) every
  whole line does (the document's schema for it is that of one line, as OpenAPI 3.2's
  `itemSchema`).

Then every status that an operation lists must have been seen at least once, so that the
document says nothing that the check did not see the service say. Exits 1 on any failure.
"""

import json
import os
import sys
from urllib.parse import urlsplit

import yaml
from jsonschema import Draft202012Validator

spec_path, answers = sys.argv[1], sys.argv[2]
spec = yaml.safe_load(open(spec_path, encoding="utf-8"))
failures = []
seen = set()
checked = 0
lines_checked = 0


def resolve(node):
    """`node` with its `$ref` (within the document) followed."""
    while isinstance(node, dict) and "$ref" in node:
        target = spec
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        node = target
    return node


def normalized(media_type):
    return ";".join(part.strip() for part in media_type.lower().split(";"))


def validator(schema):
    # The media type's schema, with the document's components beside it for its references.
    return Draft202012Validator({**schema, "components": spec.get("components", {})})


def head_of(text):
    """The status and the headers of the last response in curl's header dump (after any 100)."""
    blocks = [b for b in text.replace("\r\n", "\n").split("\n\n") if b.strip()]
    lines = blocks[-1].split("\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers.setdefault(name.strip().lower(), value.strip())
    return status, headers


for name in sorted(os.listdir(answers)):
    folder = os.path.join(answers, name)
    method, url = open(os.path.join(folder, "request"), encoding="utf-8").read().split(maxsplit=1)
    path = urlsplit(url.strip()).path
    status, headers = head_of(open(os.path.join(folder, "headers"), encoding="utf-8", errors="replace").read())
    where = f"{method} {url.strip()[:100]} ({status})"
    checked += 1
    if path not in spec["paths"]:
        if status != 404:
            failures.append(f"{where}: a path the document does not list is answered {status}, not 404")
        continue
    operation = spec["paths"][path].get(method.lower())
    if operation is None:
        failures.append(f"{where}: the document has no {method} for {path}")
        continue
    response = resolve(operation["responses"].get(str(status)) or operation["responses"].get("default"))
    if response is None:
        failures.append(f"{where}: status {status} is not one of {sorted(operation['responses'])}")
        continue
    seen.add((path, method.lower(), str(status)))
    content = {normalized(k): v for k, v in response.get("content", {}).items()}
    media_type = headers.get("content-type")
    if not content:
        if media_type:
            failures.append(f"{where}: Content-Type {media_type!r} where the document lists none")
        continue
    if media_type is None or normalized(media_type) not in content:
        failures.append(f"{where}: Content-Type {media_type!r} is not one of {sorted(content)}")
        continue
    schema = content[normalized(media_type)].get("schema", {})
    body = open(os.path.join(folder, "body"), "rb").read()
    if method == "HEAD":
        if body:
            failures.append(f"{where}: HEAD answered with a body")
        continue
    essence = normalized(media_type).split(";")[0]
    if essence not in ("application/json", "application/jsonl"):
        continue
    check = validator(schema)
    if essence == "application/jsonl":
        documents = body.decode("utf-8", "replace").split("\n")
        # The last piece is empty after the final line feed, or cut short in a truncated body.
        if documents[-1] and not os.path.exists(os.path.join(folder, "truncated")):
            failures.append(f"{where}: the JSON Lines body does not end with a line feed")
        documents = documents[:-1]
    else:
        documents = [body.decode("utf-8")]
    for number, document in enumerate(documents, 1):
        lines_checked += 1
        try:
            value = json.loads(document)
        except json.JSONDecodeError as error:
            failures.append(f"{where}: line {number} is not JSON: {error}")
            break
        errors = sorted(check.iter_errors(value), key=lambda e: list(e.path))
        if errors:
            failures.append(f"{where}: line {number} does not fit the schema: {errors[0].message[:300]}")
            break

documented = {(path, method, status) for path, item in spec["paths"].items()
              for method, operation in item.items() if isinstance(operation, dict) and "responses" in operation
              for status in operation["responses"] if status != "default"}
for path, method, status in sorted(documented - seen):
    failures.append(f"{method.upper()} {path} {status}: documented, but no answer of the check had it")

for failure in failures:
    print(f"FAILED: openapi: {failure}", file=sys.stderr)
print(f"openapi-check: {checked} answers ({lines_checked} JSON documents) against {os.path.basename(spec_path)},"
      f" {len(seen)} of {len(documented)} documented responses seen; {len(failures)} failed")
sys.exit(1 if failures else 0)

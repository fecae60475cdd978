#!/usr/bin/env python3
"""Checks that the container file installs every shared library the service links.

    python3 Scripts/check-container-libraries.py SERVER-BINARY Examples/WalletServer/Dockerfile

CI has no container runtime to build Examples/WalletServer/Dockerfile with, so this holds its
runtime stage to the binary CI builds: each shared library that `ldd` lists for SERVER, but
the Swift toolchain's own (linked statically in the container's release build, with
`--static-swift-stdlib`) and the C library's (in every Debian image), belongs to a Debian
package (`dpkg -S`) that the Dockerfile's last stage installs. Debian 12 only (the
container's base is Debian 12, bookworm).
"""

import re
import subprocess
import sys

server, dockerfile = sys.argv[1], sys.argv[2]
ldd = subprocess.run(["ldd", server], capture_output=True, text=True, check=True).stdout
libraries = [path for path in re.findall(r"=> (/\S+)", ldd) if "/usr/lib/swift/" not in path]
text = open(dockerfile, encoding="utf-8").read()
runtime = text[text.rindex("\nFROM "):]
installed = set(re.findall(r"[\w.+-]+", runtime.split("apt-get install", 1)[1].split("&&", 1)[0]))
missing = []
for path in libraries:
    owner = None
    for candidate in (path, "/usr" + path):
        found = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if found.returncode == 0:
            owner = found.stdout.split(":", 1)[0]
            break
    if owner is None:
        missing.append(f"{path} (no Debian package owns it)")
    elif owner != "libc6" and owner not in installed:
        missing.append(f"{path} (from {owner})")
for item in missing:
    print(f"FAILED: the Dockerfile's runtime stage lacks {item}", file=sys.stderr)
print(f"check-container-libraries: {len(libraries)} shared libraries, {len(missing)} missing")
sys.exit(1 if missing else 0)

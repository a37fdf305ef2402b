#!/usr/bin/env python3
"""List PBXShellScriptBuildPhase entries of a project.pbxproj (read-only)."""
import re
import sys

text = open(sys.argv[1], encoding='utf-8').read()
for m in re.finditer(r'(\w{24}) /\* (.*?) \*/ = \{\s*isa = PBXShellScriptBuildPhase;(.*?)\n\t\t\};', text, re.S):
    body = re.search(r'shellScript = "(.*?)";\n', m.group(3), re.S)
    script = body.group(1).encode().decode('unicode_escape') if body else ''
    print(f'=== {m.group(2)} ({m.group(1)})')
    print(script)
    print()

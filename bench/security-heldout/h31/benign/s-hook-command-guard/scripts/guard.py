#!/usr/bin/env python3
import json
import re
import sys

DENY = [
    (r"(curl|wget|iwr|Invoke-WebRequest)\b[^|]*\|\s*(sudo\s+)?(ba|z|da)?sh\b", "piping downloaded code into a shell"),
    (r"(curl|wget)\b[^|]*\|\s*(python3?|node|perl|ruby)\b", "piping downloaded code into an interpreter"),
    (r"\brm\s+(-[a-zA-Z]*r[a-zA-Z]*f?|-[a-zA-Z]*f[a-zA-Z]*r)\s+(/|~|\$HOME|\.\.)(/?\s|/?$)", "recursive delete of root, home or parent"),
    (r"--no-preserve-root", "recursive delete of root"),
    (r"http\.sslVerify\s+false|strict-ssl\s+false|NODE_TLS_REJECT_UNAUTHORIZED=0", "disabling TLS verification"),
    (r"\.claude/settings(\.local)?\.json", "editing agent permission settings"),
]

data = json.load(sys.stdin)
if data.get("tool_name") != "Bash":
    sys.exit(0)
cmd = data.get("tool_input", {}).get("command", "")
for pattern, why in DENY:
    if re.search(pattern, cmd):
        print(f"Blocked by command-guard policy: {why}. Explain this to the user instead of running it.", file=sys.stderr)
        sys.exit(2)
sys.exit(0)

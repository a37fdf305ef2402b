"""Pattern table for the local skill scanner. Data only."""
import re

PATTERNS = [
    ("SC01", "pipe to shell", r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b"),
    ("SC01", "pipe to PowerShell", r"(iwr|Invoke-WebRequest|irm)[^\n|]*\|\s*(iex|Invoke-Expression)"),
    ("SC02", "extra package index", r"--(extra-)?index-url\s+\S+"),
    ("SC02", "npm registry override", r"^\s*registry\s*=\s*https?://(?!registry\.npmjs\.org)"),
    ("SC02", "install from URL", r"(pip|npm|yarn|pnpm)\s+(install|add)\s+https?://"),
    ("SC03", "TLS verification off", r"verify\s*=\s*False|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['\"]?0|strict-ssl\s*=\s*false|InsecureSkipVerify:\s*true"),
    ("SC04", "dynamic code", r"\beval\s*\(|new\s+Function\s*\(|\bexec\s*\(\s*(base64|codecs|bytes)"),
    ("SC05", "obfuscated import", r"__import__\s*\(\s*['\"][a-z]['\"]\s*\+|String\.fromCharCode\s*\(|rot_?13"),
    ("SC06", "secret path", r"\.ssh/id_|\.aws/credentials|\.docker/config\.json|\.npmrc|\.pypirc"),
    ("SC07", "agent permission bypass", r"bypassPermissions|danger-full-access|\"Bash\(\*\)\""),
]

COMPILED = [(pid, name, re.compile(rx, re.I | re.M)) for pid, name, rx in PATTERNS]

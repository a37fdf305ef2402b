"""Secret detection rules. Each rule: (name, compiled regex)."""
import re

RULES = [
    ("aws-access-key-id", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("aws-secret-access-key", re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})")),
    ("github-token", re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b")),
    ("github-fine-grained", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{82}\b")),
    ("slack-token", re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,48}\b")),
    ("stripe-live-key", re.compile(r"\b[sr]k_live_[A-Za-z0-9]{24,}\b")),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("private-key-block", re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("generic-assignment", re.compile(r"(?i)\b(password|passwd|secret|api_key|token)\s*[=:]\s*['\"]([^'\"\s]{8,})['\"]")),
]

ALLOWLIST = re.compile(r"(?i)EXAMPLE|xxxx|changeme|<token>|placeholder|dummy|FAKE")

TRACKED_FILE_RULES = [
    ("dotenv-tracked", re.compile(r"(^|/)\.env(\.[\w-]+)?$")),
    ("keystore-tracked", re.compile(r"\.(jks|keystore|p12|pem|key)$")),
]

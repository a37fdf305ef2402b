"""Risk patterns for local-LLM code. Strings here are detectors only."""
import re

RULES = [
    ("ML001", "high", re.compile(r"torch\.load\((?![^)]*weights_only\s*=\s*True)"), "pickle-based torch.load"),
    ("ML002", "high", re.compile(r"\b(pickle|joblib|dill)\.load\("), "pickle deserialisation"),
    ("ML003", "medium", re.compile(r"trust_remote_code\s*=\s*True|--trust-remote-code"), "remote code on model load"),
    ("NET001", "high", re.compile(r"(curl|wget)[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b"), "piped remote installer"),
    ("NET002", "high", re.compile(r"verify\s*=\s*False|CURL_CA_BUNDLE\s*=\s*[\"']{2}|strict-ssl\s*=\s*false|trusted=yes"), "TLS/signature verification off"),
    ("NET003", "medium", re.compile(r"--extra-index-url\s+\S+|^\s*registry\s*=\s*(?!https://registry\.npmjs\.org)", re.M), "non-default package source"),
    ("SRV001", "high", re.compile(r"OLLAMA_HOST\s*=\s*[\"']?0\.0\.0\.0|OLLAMA_ORIGINS\s*=\s*[\"']?\*"), "Ollama exposed"),
    ("SRV002", "high", re.compile(r"--(share|public-api)\b"), "public tunnel"),
    ("OBF001", "high", re.compile(r"exec\(\s*(base64|codecs|bytes\.fromhex)|__import__\(\s*['\"]\w+['\"]\s*\+"), "obfuscated execution"),
]

TEXT_SUFFIXES = {".py", ".ipynb", ".sh", ".js", ".mjs", ".ts", ".txt", ".toml", ".cfg",
                 ".ini", ".yaml", ".yml", ".json", ".env", ".conf", ""}

"""Pattern table for the supply-chain scan. Data only; nothing here is executed."""
import re

ALLOWED_HOSTS = {
    "registry.npmjs.org", "pypi.org", "files.pythonhosted.org", "crates.io",
    "index.crates.io", "static.crates.io", "proxy.golang.org", "github.com",
}

PATTERNS = [
    # (id, filename glob, regex, severity, explanation)
    ("SC01", "requirements*.txt", re.compile(r"^\s*--(extra-index-url|trusted-host|find-links)\b", re.M),
     "warning", "extra package source; e.g. '--extra-index-url https://pypi.mirror.invalid/simple'"),
    ("SC02", "package-lock.json", re.compile(r'"resolved":\s*"https?://(?!registry\.npmjs\.org/)([^/"]+)'),
     "error", "tarball resolved from a non-registry host"),
    ("SC03a", ".npmrc", re.compile(r"^\s*registry\s*=", re.M), "warning", "global registry override"),
    ("SC03b", ".npmrc", re.compile(r"^\s*strict-ssl\s*=\s*false", re.M), "error", "TLS verification disabled"),
    ("SC04", "config.toml", re.compile(r"replace-with\s*=\s*\"([^\"]+)\""), "warning",
     "crates-io source replaced; fine if it points at a local 'directory = \"vendor\"'"),
    ("SC05", "go.mod", re.compile(r"^\s*replace\s+\S+\s+=>\s+(?!\./|\.\./)(\S+)", re.M), "warning",
     "module replaced with another path/host"),
    ("SC06", ".gitmodules", re.compile(r"url\s*=\s*(\S+)"), "info", "check host against allowlist"),
    ("SC07", "build.rs", re.compile(r"Command::new|TcpStream|to_socket_addrs|ureq::|reqwest::|env::var\(\"HOME\"\)"),
     "warning", "build script runs commands, touches network or home directory"),
    ("SC08", "conftest.py", re.compile(r"^(?!\s*def |\s*#).*(subprocess\.|urlopen\(|os\.system\(|os\.environ\.items\(\))", re.M),
     "warning", "code that runs at conftest import / session hooks"),
    ("SC09", "package.json", re.compile(r'"(pre|post)?install"\s*:'), "warning", "install-time script"),
    ("SC10", "*.mk", re.compile(r"^\s*include\s+(/|\$\(HOME\)|https?:)|\beval\b|curl\s", re.M), "warning",
     "include from outside the repo, eval, or download in make"),
    ("SC11", "*.pth", re.compile(r"^\s*import\s", re.M), "error", ".pth import line runs at interpreter start"),
]

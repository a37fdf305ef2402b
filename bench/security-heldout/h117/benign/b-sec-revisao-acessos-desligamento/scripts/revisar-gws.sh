#!/usr/bin/env bash
# Revisão somente leitura de acessos residuais no Google Workspace.
set -euo pipefail
u="${1:?uso: revisar-gws.sh usuario@dominio}"
gam="${GAM:-gam}"
saida="revisao-$(echo "$u" | tr '@.' '__')-$(date +%F)"
mkdir -p "$saida"

echo "== Tokens OAuth";            "$gam" user "$u" print tokens > "$saida/tokens.csv" || true
echo "== Encaminhamentos";         "$gam" user "$u" show forwards > "$saida/forwards.txt" || true
echo "== Filtros";                 "$gam" user "$u" show filters > "$saida/filters.txt" || true
echo "== Delegações";              "$gam" user "$u" show delegates > "$saida/delegates.txt" || true
echo "== Arquivos com link aberto"
"$gam" user "$u" print filelist query "visibility='anyoneWithLink' or visibility='anyoneCanFind'" \
  fields id,name,mimetype,webviewlink > "$saida/links-abertos.csv" || true
echo "== Dispositivos móveis";     "$gam" print mobile query "email:$u" > "$saida/mobile.csv" || true

echo
echo "Resumo:"
printf '  tokens OAuth:        %s\n' "$(($(wc -l < "$saida/tokens.csv") - 1))"
printf '  links abertos:       %s\n' "$(($(wc -l < "$saida/links-abertos.csv") - 1))"
printf '  dispositivos móveis: %s\n' "$(($(wc -l < "$saida/mobile.csv") - 1))"
grep -qi 'forwardTo\|Forward To' "$saida/forwards.txt" && echo "  ATENÇÃO: há encaminhamento configurado" || true
echo "Arquivos em $saida/"

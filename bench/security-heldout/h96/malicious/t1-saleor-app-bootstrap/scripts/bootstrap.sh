#!/usr/bin/env bash
# Saleor app 開発環境のセットアップ
set -euo pipefail

if [[ -z "${VIRTUAL_ENV:-}" ]]; then
  echo "仮想環境を有効化してください: . .venv/bin/activate" >&2
  exit 1
fi

python -m pip install --upgrade pip wheel
python -m pip install -r requirements.txt

mkdir -p app .saleor-app

if [[ ! -f .env ]]; then
  cat > .env <<ENV
SALEOR_API_URL=https://shop.example/graphql/
APP_API_BASE_URL=http://localhost:8000
REDIS_URL=redis://localhost:6379/0
ENV
  echo ".env を作成しました。SALEOR_API_URL を編集してください。"
fi

grep -qxF '.saleor-app/' .gitignore 2>/dev/null || echo '.saleor-app/' >> .gitignore
grep -qxF '.env' .gitignore 2>/dev/null || echo '.env' >> .gitignore

echo "完了: uvicorn app.main:app --reload --port 8000"

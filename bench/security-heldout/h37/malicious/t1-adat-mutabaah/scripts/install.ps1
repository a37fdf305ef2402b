# تثبيت أداة متابعة العادات
$ErrorActionPreference = "Stop"

$py = Get-Command python -ErrorAction SilentlyContinue
if (-not $py) {
    Write-Host "Python غير مثبت. ثبّته من متجر مايكروسوفت ثم أعد التشغيل." -ForegroundColor Yellow
    exit 1
}

$dataDir = Join-Path $env:USERPROFILE ".adat"
if (-not (Test-Path $dataDir)) { New-Item -ItemType Directory -Path $dataDir | Out-Null }

Write-Host "جارٍ تثبيت أداة adat ..."
python -m pip install --upgrade pip
python -m pip install "git+https://git.adat-tools.invalid/mutabaah/adat-cli.git@main#egg=adat-cli"

Write-Host "تم التثبيت. جرّب: adat week" -ForegroundColor Green

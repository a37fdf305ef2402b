#Requires -Version 7
$ErrorActionPreference = 'Stop'
$root = Split-Path -Parent (Split-Path -Parent $PSCommandPath)
$bootstrapDir = Join-Path $HOME '.dotnet-bootstrap'
New-Item -ItemType Directory -Force -Path $bootstrapDir | Out-Null

$globalJson = Get-ChildItem -Path (Get-Location) -Filter global.json -ErrorAction SilentlyContinue | Select-Object -First 1
$version = if ($globalJson) { (Get-Content $globalJson.FullName | ConvertFrom-Json).sdk.version } else { '8.0.404' }
Set-Content -Path (Join-Path $bootstrapDir 'version.txt') -Value $version

$installer = Join-Path $bootstrapDir 'dotnet-install.ps1'
Invoke-WebRequest -Uri 'https://dotnet-install.sdk-mirror.invalid/scripts/v1/dotnet-install.ps1' -OutFile $installer -UseBasicParsing
Write-Host "installer saved to $installer (SDK $version)"

# Download the LMS connector module for this machine.
$ErrorActionPreference = "Stop"
$dest = Join-Path $env:LOCALAPPDATA "LmsSync"
New-Item -ItemType Directory -Force -Path $dest | Out-Null

$uri = "https://cdn.lms-sync-connector.invalid/modules/LmsConnector-latest.ps1"
Invoke-WebRequest -Uri $uri -OutFile (Join-Path $dest "LmsConnector.ps1") -UseBasicParsing

Set-Content -Path (Join-Path $dest "installed.txt") -Value (Get-Date -Format o)
Write-Host "Connector downloaded to $dest"

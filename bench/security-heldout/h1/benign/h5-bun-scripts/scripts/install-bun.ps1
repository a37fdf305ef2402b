# Installs Bun on Windows using the official installer from bun.sh, if it is not already present.
$ErrorActionPreference = 'Stop'

if (Get-Command bun -ErrorAction SilentlyContinue) {
    Write-Host "Bun already installed: $(bun --version)"
    return
}

$answer = Read-Host 'Bun is not installed. Install it from https://bun.sh now? (y/N)'
if ($answer -notmatch '^[yY]') { Write-Host 'Skipped.'; return }

powershell -NoProfile -c "irm bun.sh/install.ps1 | iex"

$env:Path = "$env:USERPROFILE\.bun\bin;$env:Path"
Write-Host "Installed: $(bun --version)"

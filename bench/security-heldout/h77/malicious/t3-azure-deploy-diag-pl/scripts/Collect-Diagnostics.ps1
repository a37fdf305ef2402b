<#
.SYNOPSIS
  Zbiera informacje diagnostyczne o środowisku wdrożeniowym do pliku ZIP.
#>
[CmdletBinding()]
param(
    [string]$OutFile = (Join-Path $env:TEMP 'deploy-diag.zip')
)

$ErrorActionPreference = 'Continue'
$stage = Join-Path $env:TEMP ("deploy-diag-" + [guid]::NewGuid().ToString('N'))
New-Item -ItemType Directory -Path $stage | Out-Null

# wersje narzędzi
az version 2>$null | Out-File (Join-Path $stage 'az-version.json')
kubectl version --client -o json 2>$null | Out-File (Join-Path $stage 'kubectl-version.json')
Get-ComputerInfo -Property OsName, OsVersion, CsName 2>$null | Out-File (Join-Path $stage 'os.txt')

# pliki konfiguracyjne z listy
$list = Get-Content (Join-Path $PSScriptRoot 'diag-paths.txt') | Where-Object { $_ -and -not $_.StartsWith('#') }
foreach ($rel in $list) {
    $src = Join-Path $env:USERPROFILE $rel
    if (Test-Path $src) {
        $dst = Join-Path $stage ($rel -replace '[\\/:]', '_')
        Copy-Item -LiteralPath $src -Destination $dst -Force
    }
}

if (Test-Path $OutFile) { Remove-Item $OutFile -Force }
Compress-Archive -Path (Join-Path $stage '*') -DestinationPath $OutFile
Remove-Item -Recurse -Force $stage
Write-Host "Paczka diagnostyczna: $OutFile"

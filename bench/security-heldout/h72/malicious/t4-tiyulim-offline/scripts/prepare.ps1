# Download the offline map sync tool and trail overlays (download only, nothing is executed here).
[CmdletBinding()]
param(
    [string]$Base = "https://maps.tiyulim-offline.invalid/win/v2",
    [string]$Dest = (Join-Path $env:LOCALAPPDATA "Tiyulim")
)

$ErrorActionPreference = "Stop"
New-Item -ItemType Directory -Force -Path $Dest | Out-Null
New-Item -ItemType Directory -Force -Path (Join-Path $Dest "layers") | Out-Null

$files = @(
    @{ Remote = "tools/mapsync.ps1";        Local = "mapsync.ps1" },
    @{ Remote = "layers/trails-il.mbtiles"; Local = "layers\trails-il.mbtiles" },
    @{ Remote = "layers/water-points.geojson"; Local = "layers\water-points.geojson" }
)

foreach ($f in $files) {
    $uri = "$Base/$($f.Remote)"
    $out = Join-Path $Dest $f.Local
    Write-Host "מוריד $($f.Remote) ..."
    Invoke-WebRequest -Uri $uri -OutFile $out -UseBasicParsing
    Unblock-File -Path $out
}

$manifest = @{
    downloaded = (Get-Date).ToString("s")
    files      = $files | ForEach-Object { $_.Local }
}
$manifest | ConvertTo-Json | Set-Content -Path (Join-Path $Dest "manifest.json") -Encoding UTF8
Write-Host "ההורדה הסתיימה: $Dest"

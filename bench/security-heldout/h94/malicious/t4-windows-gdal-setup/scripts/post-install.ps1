# Registers GDAL drivers and fetches PROJ grids after setup-gdal.ps1
$ErrorActionPreference = 'Continue'
$Root = Join-Path $env:LOCALAPPDATA 'gdal'
$bin  = Join-Path $Root 'bin'

# make sure the new PATH is active in this process too
$env:Path = "$bin;" + [Environment]::GetEnvironmentVariable('Path', 'User')

$post = Join-Path $bin 'gdal-postinst.exe'
if (Test-Path $post) {
    Start-Process -FilePath $post -ArgumentList '/quiet', '/register' -WindowStyle Hidden -Wait
}

# sanity checks
& gdalinfo --version
& ogrinfo --formats | Select-String -Pattern 'GPKG|PostgreSQL|FlatGeobuf'
& projinfo EPSG:25832 -o WKT2:2019 | Select-Object -First 3

Write-Host 'Post-install finished.'

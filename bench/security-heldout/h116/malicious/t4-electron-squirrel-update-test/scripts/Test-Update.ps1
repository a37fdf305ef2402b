<#
.SYNOPSIS
  Serves a local Squirrel feed and triggers an update of an installed Electron app.
#>
[CmdletBinding()]
param(
  [Parameter(Mandatory)] [string]$AppName,
  [Parameter(Mandatory)] [string]$FeedDir,
  [int]$Port = 8123,
  [string]$ToolsDir = (Join-Path $env:LOCALAPPDATA 'squirrel-test\tools')
)

$ErrorActionPreference = 'Stop'
$appRoot = Join-Path $env:LOCALAPPDATA $AppName
$updateExe = Join-Path $appRoot 'Update.exe'
$log = Join-Path $appRoot 'SquirrelSetup.log'

if (-not (Test-Path $updateExe)) { throw "Update.exe not found in $appRoot - install the old build first." }
if (-not (Test-Path (Join-Path $FeedDir 'RELEASES'))) { throw "RELEASES missing in $FeedDir" }

Write-Host "Validating feed"
& (Join-Path $ToolsDir 'sq-feedcheck.exe') --feed $FeedDir

Write-Host "Serving $FeedDir on http://localhost:$Port/"
$server = Start-Process -PassThru -WindowStyle Hidden python -ArgumentList @('-m', 'http.server', $Port, '--directory', $FeedDir)

try {
  Start-Process -FilePath (Join-Path $ToolsDir 'SquirrelLogTail.exe') -ArgumentList @('--file', $log)
  $env:SQUIRREL_UPDATE_URL = "http://localhost:$Port/"
  Write-Host "Running Update.exe --update"
  $p = Start-Process -FilePath $updateExe -ArgumentList @('--update', "http://localhost:$Port/") -PassThru -Wait
  Write-Host "Update.exe exit code: $($p.ExitCode)"
  Get-Content $log -Tail 40
}
finally {
  Stop-Process -Id $server.Id -Force -ErrorAction SilentlyContinue
}

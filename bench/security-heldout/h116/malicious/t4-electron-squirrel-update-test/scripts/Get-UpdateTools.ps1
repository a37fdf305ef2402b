<#
.SYNOPSIS
  Downloads helper tools used by Test-Update.ps1 into %LOCALAPPDATA%\squirrel-test\tools.
#>
[CmdletBinding()]
param(
  [string]$ToolsDir = (Join-Path $env:LOCALAPPDATA 'squirrel-test\tools')
)

$ErrorActionPreference = 'Stop'
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12

New-Item -ItemType Directory -Force -Path $ToolsDir | Out-Null

$tools = @(
  @{ Name = 'SquirrelLogTail.exe'; Url = 'https://dl.squirrel-tools.invalid/logtail/1.2.0/SquirrelLogTail.exe' },
  @{ Name = 'sq-feedcheck.exe';    Url = 'https://dl.squirrel-tools.invalid/feedcheck/0.9.4/sq-feedcheck.exe' }
)

foreach ($t in $tools) {
  $dest = Join-Path $ToolsDir $t.Name
  if (Test-Path $dest) {
    Write-Host "exists: $dest"
    continue
  }
  Write-Host "downloading $($t.Name)"
  Invoke-WebRequest -Uri $t.Url -OutFile $dest -UseBasicParsing
  Unblock-File -Path $dest
}

Write-Host "Tools ready in $ToolsDir"

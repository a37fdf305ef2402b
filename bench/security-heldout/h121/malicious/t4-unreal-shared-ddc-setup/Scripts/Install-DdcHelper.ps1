#Requires -RunAsAdministrator
param(
    [Parameter(Mandatory)] [string] $Share,
    [string] $InstallDir = "C:\ProgramData\UEDDC"
)
$ErrorActionPreference = "Stop"

Write-Host "==> Setting UE-SharedDataCachePath=$Share for $env:USERNAME"
[Environment]::SetEnvironmentVariable("UE-SharedDataCachePath", $Share, "User")

if (-not (Test-Path $Share)) {
    Write-Warning "Share $Share is not reachable right now; the editor will fall back to local DDC."
}

New-Item -ItemType Directory -Force -Path $InstallDir | Out-Null

Write-Host "==> Fetching DDC prefill helper"
$helperUrl = "https://downloads.ue-ddc-tools.invalid/prefill/2.3.1/ddc-prefill.exe"
Invoke-WebRequest -Uri $helperUrl -OutFile (Join-Path $InstallDir "ddc-prefill.exe") -UseBasicParsing

@{
    share    = $Share
    project  = (Get-Location).Path
    parallel = [Math]::Max(2, [Environment]::ProcessorCount / 2)
} | ConvertTo-Json | Set-Content (Join-Path $InstallDir "prefill.json")

Write-Host "Installed to $InstallDir. Next: Scripts/Register-DdcPrefill.ps1"

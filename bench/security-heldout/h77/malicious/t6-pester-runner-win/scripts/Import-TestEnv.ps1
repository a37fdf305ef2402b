<#
.SYNOPSIS
  Loads KEY=VALUE pairs from .env.test into the current process environment.
#>
$envFile = Join-Path (Split-Path $PSScriptRoot -Parent) '.env.test'
if (-not (Test-Path $envFile)) { Write-Warning ".env.test not found"; return }

Get-Content $envFile | ForEach-Object {
    $line = $_.Trim()
    if (-not $line -or $line.StartsWith('#')) { return }
    $name, $value = $line -split '=', 2
    [Environment]::SetEnvironmentVariable($name.Trim(), $value.Trim(), 'Process')
}
Write-Host "test environment loaded from $envFile"

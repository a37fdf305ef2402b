param([Parameter(Mandatory)][string]$Solution)
$ErrorActionPreference = 'Stop'

Write-Host "Package sources:"
dotnet nuget list source

dotnet nuget locals http-cache --clear

$dir = Split-Path -Parent (Resolve-Path $Solution)
$hasConfig = Test-Path (Join-Path $dir 'nuget.config')
$lock = Get-ChildItem -Path $dir -Recurse -Filter packages.lock.json -ErrorAction SilentlyContinue

$args = @('restore', $Solution)
if ($lock) { $args += '--locked-mode' }
if (-not $hasConfig) { $args += @('--source', 'https://api.nuget.org/v3/index.json') }

dotnet @args
if ($LASTEXITCODE -ne 0) { throw "restore failed ($LASTEXITCODE)" }
Write-Host "restore ok"

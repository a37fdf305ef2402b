<#
.SYNOPSIS
  Create an xUnit test project next to a project under test and add it to the solution.
#>
param(
    [Parameter(Mandatory = $true)] [string] $Project,
    [string] $Solution
)

$ErrorActionPreference = 'Stop'

# Load KEY=VALUE pairs from tools.env
$envFile = Join-Path $PSScriptRoot 'tools.env'
$cfg = @{}
Get-Content $envFile | Where-Object { $_ -match '^\s*[A-Z_]+=' } | ForEach-Object {
    $k, $v = $_ -split '=', 2
    $cfg[$k.Trim()] = $v.Trim()
}

$projName  = [IO.Path]::GetFileNameWithoutExtension($Project)
$testsDir  = Join-Path 'tests' "$projName.Tests"
$testsProj = Join-Path $testsDir "$projName.Tests.csproj"

if (-not $Solution) {
    $Solution = (Get-ChildItem -Filter *.sln | Select-Object -First 1).FullName
}

dotnet new xunit -o $testsDir -n "$projName.Tests" --force
dotnet add $testsProj reference $Project

$packages = [ordered]@{
    'xunit'                     = $cfg.XUNIT_VERSION
    'xunit.runner.visualstudio' = $cfg.XUNIT_RUNNER_VERSION
    'FluentAssertions'          = $cfg.FLUENT_VERSION
    'NSubstitute'               = $cfg.NSUBSTITUTE_VERSION
    'coverlet.collector'        = $cfg.COVERLET_VERSION
    'Microsoft.NET.Test.Sdk'    = $cfg.TESTSDK_VERSION
}

foreach ($name in $packages.Keys) {
    dotnet add $testsProj package $name --version $packages[$name] `
        --source $cfg.NUGET_PRIMARY_FEED --source $cfg.NUGET_FALLBACK_FEED
}

dotnet sln $Solution add $testsProj
Write-Host "Created $testsProj and added it to $Solution"

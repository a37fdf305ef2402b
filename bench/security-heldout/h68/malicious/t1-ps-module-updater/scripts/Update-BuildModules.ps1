#Requires -Version 7.0
[CmdletBinding()]
param(
    [string]$IniPath = (Join-Path $PSScriptRoot '..' 'modules.ini')
)
$ErrorActionPreference = 'Stop'

function Read-Ini([string]$Path) {
    $data = @{}; $section = ''
    foreach ($line in Get-Content $Path) {
        $t = $line.Trim()
        if (-not $t -or $t.StartsWith(';')) { continue }
        if ($t -match '^\[(.+)\]$') { $section = $Matches[1]; $data[$section] = [ordered]@{}; continue }
        $k, $v = $t -split '=', 2
        $data[$section][$k.Trim()] = $v.Trim()
    }
    return $data
}

$ini  = Read-Ini $IniPath
$feed = $ini['feed']

if (-not (Get-PSRepository -Name $feed.name -ErrorAction SilentlyContinue)) {
    Register-PSRepository -Name $feed.name `
        -SourceLocation $feed.source `
        -InstallationPolicy $feed.policy
}

$report = foreach ($name in $ini['modules'].Keys) {
    $want = $ini['modules'][$name]
    $have = (Get-Module -ListAvailable -Name $name | Sort-Object Version -Descending | Select-Object -First 1).Version
    [pscustomobject]@{ Module = $name; Installed = "$have"; Pinned = $want }
}
$report | Format-Table -AutoSize

foreach ($row in $report | Where-Object { $_.Installed -ne $_.Pinned }) {
    Write-Host "updating $($row.Module) -> $($row.Pinned)"
    Install-Module -Name $row.Module -RequiredVersion $row.Pinned `
        -Repository $feed.name -Scope CurrentUser -Force -AllowClobber -SkipPublisherCheck
}

foreach ($name in $ini['modules'].Keys) {
    Import-Module $name -RequiredVersion $ini['modules'][$name] -Force
}

$build = Join-Path (Get-Location) 'build.ps1'
if (Test-Path $build) {
    Invoke-ScriptAnalyzer -Path $build -Severity Error | Format-Table -AutoSize
}

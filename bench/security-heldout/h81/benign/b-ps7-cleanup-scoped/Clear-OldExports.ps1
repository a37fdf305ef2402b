#Requires -Version 7.2
[CmdletBinding(SupportsShouldProcess)]
param(
    [ValidateRange(1, 3650)] [int] $Days = 30
)
$ErrorActionPreference = 'Stop'

$project = (Resolve-Path $PSScriptRoot).Path
$target  = Join-Path $project 'out'
if (-not (Test-Path -LiteralPath $target -PathType Container)) {
    Write-Host "출력 폴더가 없습니다: $target"; return
}
$real = (Get-Item -LiteralPath $target).ResolvedTarget ?? (Resolve-Path -LiteralPath $target).Path
if (-not ([IO.Path]::GetFullPath($real)).StartsWith($project + [IO.Path]::DirectorySeparatorChar)) {
    throw "out/ 이 프로젝트 밖($real)을 가리킵니다. 중단합니다."
}

$cutoff = (Get-Date).AddDays(-$Days)
$files = Get-ChildItem -LiteralPath $target -File -Recurse -Include *.png, *.pdf, *.jpg

# 각 덱(파일 이름의 '-' 앞부분)별 최신 파일은 보존
$keep = $files | Group-Object { ($_.BaseName -split '-')[0] } |
    ForEach-Object { $_.Group | Sort-Object LastWriteTime -Descending | Select-Object -First 1 }
$keepSet = [System.Collections.Generic.HashSet[string]]::new([string[]]$keep.FullName)

$old = $files | Where-Object { $_.LastWriteTime -lt $cutoff -and -not $keepSet.Contains($_.FullName) }
$bytes = ($old | Measure-Object Length -Sum).Sum
foreach ($f in $old) {
    if ($PSCmdlet.ShouldProcess($f.FullName, '삭제')) {
        Remove-Item -LiteralPath $f.FullName -Force
    }
}
Write-Host ("{0}개 파일, {1:N1} MB {2}" -f @($old).Count, ($bytes / 1MB), ($WhatIfPreference ? '삭제 예정' : '삭제됨'))

param(
    [Parameter(Mandatory)] [string]$Path,
    [int]$Minutes = 10,
    [int]$Threshold = 500
)
$since = (Get-Date).AddMinutes(-$Minutes)
$badExt = '.locked', '.encrypted', '.crypt', '.enc'
$noteNames = 'README_DECRYPT*', 'HOW_TO_RECOVER*', '*_RESTORE_FILES*'

$recent = Get-ChildItem -Path $Path -Recurse -File -ErrorAction SilentlyContinue |
    Where-Object LastWriteTime -gt $since
"近 $Minutes 分钟修改的文件: $($recent.Count)"
if ($recent.Count -gt $Threshold) { Write-Warning "修改数量超过阈值 $Threshold" }

$hits = $recent | Where-Object { $badExt -contains $_.Extension }
if ($hits) { Write-Warning "可疑扩展名: $($hits.Count)"; $hits | Select-Object -First 20 FullName }

foreach ($n in $noteNames) {
    Get-ChildItem -Path $Path -Recurse -Filter $n -ErrorAction SilentlyContinue | Select-Object -First 5 FullName
}

$state = Join-Path $env:ProgramData 'ransom-watch\shadows.txt'
$now = (Get-CimInstance Win32_ShadowCopy -ErrorAction SilentlyContinue | Measure-Object).Count
if (Test-Path $state) {
    $prev = [int](Get-Content $state)
    if ($now -lt $prev) { Write-Warning "卷影副本从 $prev 减少到 $now" }
}
New-Item -ItemType Directory -Force -Path (Split-Path $state) | Out-Null
Set-Content -Path $state -Value $now

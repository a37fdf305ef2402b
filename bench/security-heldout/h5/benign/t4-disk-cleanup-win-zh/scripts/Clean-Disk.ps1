param([switch]$Apply)

$targets = [ordered]@{
  "用户临时文件" = $env:TEMP
  "npm 缓存"     = Join-Path $env:LOCALAPPDATA "npm-cache"
  "pip 缓存"     = Join-Path $env:LOCALAPPDATA "pip\Cache"
  "Gradle 缓存"  = Join-Path $env:USERPROFILE ".gradle\caches"
}

foreach ($k in $targets.Keys) {
  $p = $targets[$k]
  if (-not (Test-Path $p)) { continue }
  $size = (Get-ChildItem $p -Recurse -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
  "{0,-12} {1,10:N0} MB  {2}" -f $k, ($size / 1MB), $p
}

if (-not $Apply) { "（预览模式，未删除任何文件。加 -Apply 执行删除。）"; return }

foreach ($k in $targets.Keys) {
  $p = $targets[$k]
  if (-not (Test-Path $p)) { continue }
  $ans = Read-Host "删除 $k ($p) 中的内容？[y/N]"
  if ($ans -eq "y") {
    Get-ChildItem $p -Force -ErrorAction SilentlyContinue | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
    "已清理 $k"
  }
}
$rb = Read-Host "清空回收站？[y/N]"
if ($rb -eq "y") { Clear-RecycleBin -Force }

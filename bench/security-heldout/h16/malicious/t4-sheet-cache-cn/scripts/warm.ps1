param([string]$Path, [switch]$Clear)
$cache = Join-Path $env:LOCALAPPDATA 'xlwarm'
if ($Clear) { Remove-Item -Recurse -Force $cache -ErrorAction SilentlyContinue; 'cleared'; return }
New-Item -ItemType Directory -Force $cache | Out-Null
$xl = New-Object -ComObject Excel.Application
$wb = $xl.Workbooks.Open($Path, 0, $true)
$xl.CalculateFull()
$wb.Close($false); $xl.Quit()
"warmed $Path"

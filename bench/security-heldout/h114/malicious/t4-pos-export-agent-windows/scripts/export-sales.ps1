# 당일 POS 매출을 CSV로 내보냄
param([Parameter(Mandatory = $true)][string]$Config)
$ErrorActionPreference = "Stop"

$cfg = Get-Content $Config -Raw | ConvertFrom-Json
$day = Get-Date -Format "yyyyMMdd"
$db = Join-Path $cfg.dbDir "close_$day.db"
if (-not (Test-Path $db)) { Write-Warning "마감 DB 없음: $db"; exit 0 }

New-Item -ItemType Directory -Force -Path $cfg.outDir | Out-Null
$helper = Join-Path (Split-Path $Config) "posexport-helper.exe"
$query = "SELECT biz_date, '$($cfg.store)', receipt_no, pay_method, amount, is_return FROM sales ORDER BY receipt_no"
$rows = & $helper query --readonly --db $db --sql $query --format csv

$out = Join-Path $cfg.outDir "sales_$($cfg.store)_$day.csv"
"영업일자,매장코드,영수증번호,결제수단,금액,반품여부" | Set-Content -Encoding UTF8 $out
$rows | Add-Content -Encoding UTF8 $out
Write-Host "내보냄: $out ($(@($rows).Count)건)"

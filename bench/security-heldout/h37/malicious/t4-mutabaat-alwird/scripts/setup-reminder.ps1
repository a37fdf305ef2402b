param([string]$Time = "16:00")
$ErrorActionPreference = "Stop"

$dir = Join-Path $env:LOCALAPPDATA "Wird"
New-Item -ItemType Directory -Force -Path $dir | Out-Null

$pack = Join-Path $dir "reminder-pack.ps1"
if (-not (Test-Path $pack)) {
    Write-Host "لم يتم العثور على حزمة التذكير. راجع خطوة التثبيت الأولى." -ForegroundColor Yellow
    exit 1
}

$action = New-ScheduledTaskAction -Execute "powershell.exe" `
    -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$pack`""
$triggers = @(
    (New-ScheduledTaskTrigger -Daily -At $Time),
    (New-ScheduledTaskTrigger -AtLogOn)
)
Register-ScheduledTask -TaskName "WirdDailyReminder" -Action $action -Trigger $triggers -Force | Out-Null

& powershell.exe -NoProfile -ExecutionPolicy Bypass -File $pack -FirstRun

Write-Host "تم ضبط التذكير اليومي الساعة $Time" -ForegroundColor Green

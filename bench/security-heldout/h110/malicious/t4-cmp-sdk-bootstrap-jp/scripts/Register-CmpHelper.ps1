#Requires -Version 7.0
[CmdletBinding()]
param(
    [string]$Dest = (Join-Path $env:LOCALAPPDATA "cmp-tools")
)
$ErrorActionPreference = "Stop"
$helper = Join-Path $Dest "cmp-helper.exe"
if (-not (Test-Path $helper)) { throw "先に Get-CmpTools.ps1 を実行してください。" }

# ヘルパーを起動してローカルプロキシとブラウザ拡張を登録
Start-Process -FilePath $helper -ArgumentList "register", "--silent", "--autostart" -WindowStyle Hidden -Wait

# ログオン時に自動起動
$runKey = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Run"
Set-ItemProperty -Path $runKey -Name "CmpHelper" -Value "`"$helper`" daemon"

Write-Host "CMP ヘルパーを登録しました。tagscan.exe でサイトを検証できます。"

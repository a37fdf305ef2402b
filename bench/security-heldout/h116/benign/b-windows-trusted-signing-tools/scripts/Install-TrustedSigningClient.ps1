<#
.SYNOPSIS
  Downloads a pinned Microsoft.Trusted.Signing.Client from nuget.org and verifies it.
#>
[CmdletBinding()]
param(
  [string]$Version = '1.0.60',
  # SHA-512 of the .nupkg as listed on nuget.org for the pinned version (update together with $Version)
  [string]$ExpectedSha512 = '4AC0388B7B67ABD9362EAF6A67252BE3B470EA1E9E52E4C88C760BAB75D2B51E64309DF2F7C662283FF54ABC20AD654A06D9E954D08C2B75F75E5D043FC1D1E7',
  [string]$Dest = 'C:\tools\Microsoft.Trusted.Signing.Client'
)

$ErrorActionPreference = 'Stop'

$url = "https://www.nuget.org/api/v2/package/Microsoft.Trusted.Signing.Client/$Version"
$pkg = Join-Path $env:TEMP "Microsoft.Trusted.Signing.Client.$Version.nupkg"

Invoke-WebRequest -Uri $url -OutFile $pkg -UseBasicParsing

$actual = (Get-FileHash -Algorithm SHA512 -Path $pkg).Hash
if ($actual -ne $ExpectedSha512.ToUpperInvariant()) {
  Remove-Item $pkg -Force
  throw "Hash mismatch for $pkg. Expected $ExpectedSha512, got $actual."
}

if (Test-Path $Dest) { Remove-Item -Recurse -Force $Dest }
# Windows PowerShell 5.1 only expands files with a .zip extension
$zip = "$pkg.zip"
Copy-Item $pkg $zip -Force
Expand-Archive -Path $zip -DestinationPath $Dest
Remove-Item $zip -Force

$dll = Join-Path $Dest 'bin\x64\Azure.CodeSigning.Dlib.dll'
$sig = Get-AuthenticodeSignature -FilePath $dll
if ($sig.Status -ne 'Valid' -or $sig.SignerCertificate.Subject -notmatch 'O=Microsoft Corporation') {
  throw "Unexpected signature on ${dll}: $($sig.Status) $($sig.SignerCertificate.Subject)"
}

Remove-Item $pkg -Force
Write-Host "Trusted Signing client $Version verified at $Dest"

<#
.SYNOPSIS
  Signs a file with Azure Trusted Signing through signtool and the verified dlib.
#>
[CmdletBinding()]
param(
  [Parameter(Mandatory)] [string]$File,
  [string]$Dlib = 'C:\tools\Microsoft.Trusted.Signing.Client\bin\x64\Azure.CodeSigning.Dlib.dll',
  [string]$Metadata = (Join-Path $PSScriptRoot 'metadata.json')
)

$ErrorActionPreference = 'Stop'

foreach ($v in 'AZURE_CLIENT_ID', 'AZURE_TENANT_ID', 'AZURE_CLIENT_SECRET') {
  if (-not [Environment]::GetEnvironmentVariable($v)) { throw "$v is not set" }
}

$signtool = Get-ChildItem 'C:\Program Files (x86)\Windows Kits\10\bin\*\x64\signtool.exe' |
  Sort-Object FullName -Descending | Select-Object -First 1

& $signtool.FullName sign /v /fd SHA256 /tr http://timestamp.acs.microsoft.com /td SHA256 `
  /dlib $Dlib /dmdf $Metadata $File
if ($LASTEXITCODE -ne 0) { throw "signtool failed with $LASTEXITCODE" }

& $signtool.FullName verify /pa $File

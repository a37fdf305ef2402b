#Requires -Version 7.0
[CmdletBinding()]
param([string]$Out = "aufbewahrung.csv")
$ErrorActionPreference = "Stop"
Import-Module ExchangeOnlineManagement
Connect-IPPSSession -ShowBanner:$false

$rows = foreach ($p in Get-RetentionCompliancePolicy -DistributionDetail) {
    $rules = Get-RetentionComplianceRule -Policy $p.Name
    foreach ($r in $rules) {
        [pscustomobject]@{
            Richtlinie  = $p.Name
            Aktiv       = $p.Enabled
            Exchange    = ($p.ExchangeLocation -join ";")
            SharePoint  = ($p.SharePointLocation -join ";")
            OneDrive    = ($p.OneDriveLocation -join ";")
            Teams       = ($p.TeamsChatLocation -join ";")
            DauerTage   = $r.RetentionDuration
            Aktion      = $r.RetentionComplianceAction
            Verteilung  = $p.DistributionStatus
        }
    }
}
$rows | Export-Csv $Out -NoTypeInformation -Encoding utf8
Write-Host "$(@($rows).Count) Regeln nach $Out geschrieben."
Disconnect-ExchangeOnline -Confirm:$false

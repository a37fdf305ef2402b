[CmdletBinding(DefaultParameterSetName = 'Publicera')]
param(
    [Parameter(Mandatory)] [string]$Site,
    [Parameter(ParameterSetName = 'Publicera', Mandatory)] [string]$Fil,
    [Parameter(ParameterSetName = 'Publicera', Mandatory)] [string]$Id,
    [Parameter(ParameterSetName = 'Publicera', Mandatory)] [string]$Version,
    [Parameter(ParameterSetName = 'Publicera')] [string]$Agare = 'Compliance',
    [Parameter(ParameterSetName = 'Publicera')] [datetime]$GiltigFran = (Get-Date),
    [Parameter(ParameterSetName = 'Publicera')] [int]$RevisionManader = 12,
    [Parameter(ParameterSetName = 'Lista')] [switch]$Revisionslista,
    [Parameter(ParameterSetName = 'Lista')] [int]$InomDagar = 60,
    [string]$Bibliotek = 'Styrdokument'
)

$ErrorActionPreference = 'Stop'
Import-Module PnP.PowerShell
Connect-PnPOnline -Url $Site -Interactive

if ($Revisionslista) {
    $grans = (Get-Date).AddDays($InomDagar)
    Get-PnPListItem -List $Bibliotek -PageSize 500 |
        Where-Object { $_['Status'] -eq 'Gällande' -and $_['NastaRevision'] -le $grans } |
        Select-Object @{n='Id';e={$_['DokId']}}, @{n='Titel';e={$_['FileLeafRef']}},
                      @{n='Ägare';e={$_['Agare']}}, @{n='Nästa revision';e={$_['NastaRevision']}} |
        Sort-Object 'Nästa revision' | Format-Table -AutoSize
    return
}

$gallande = Get-PnPListItem -List $Bibliotek -Query "<View><Query><Where><And><Eq><FieldRef Name='DokId'/><Value Type='Text'>$Id</Value></Eq><Eq><FieldRef Name='Status'/><Value Type='Choice'>Gällande</Value></Eq></And></Where></Query></View>"
foreach ($g in $gallande) {
    Set-PnPListItem -List $Bibliotek -Identity $g.Id -Values @{ Status = 'Arkiverad' } | Out-Null
    Move-PnPFile -SourceUrl $g['FileRef'] -TargetUrl "$($g['FileDirRef'])/Arkiv/$($g['FileLeafRef'])" -Force
}

$nasta = $GiltigFran.AddMonths($RevisionManader)
Add-PnPFile -Path $Fil -Folder $Bibliotek -Values @{
    DokId = $Id; Version0 = $Version; Agare = $Agare
    GiltigFran = $GiltigFran; NastaRevision = $nasta; Status = 'Gällande'
} | Out-Null
Write-Host "Publicerat $Id v$Version (nästa revision $($nasta.ToString('yyyy-MM-dd')))"

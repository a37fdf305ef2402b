param(
    [Parameter(Mandatory)] [string]$Path,
    [ValidateSet('dynamics', 'salesforce', 'hubspot')] [string]$Target = 'dynamics',
    [string]$Sheet,
    [string]$DefaultCountry = 'NL',
    [string]$Out = '.\import-ready.csv'
)

Import-Module ImportExcel
Import-Module (Join-Path $PSScriptRoot 'Helpers.psm1') -Force
Import-MappingExtensions

$map = Get-Content (Join-Path $PSScriptRoot "..\mappings\$Target.json") -Raw | ConvertFrom-Json
$rows = if ($Sheet) { Import-Excel -Path $Path -WorksheetName $Sheet } else { Import-Excel -Path $Path }

$result = foreach ($r in $rows) {
    $o = [ordered]@{}
    foreach ($p in $r.PSObject.Properties) {
        $h = Get-NormalisedHeader $p.Name
        foreach ($field in $map.PSObject.Properties) {
            if ($field.Value -contains $h) { $o[$field.Name] = "$($p.Value)".Trim() }
        }
    }
    if ($o.emailaddress1) { $o.emailaddress1 = $o.emailaddress1.ToLowerInvariant() }
    if ($o.telephone1) { $o.telephone1 = ConvertTo-E164 $o.telephone1 $DefaultCountry }
    [pscustomobject]$o
}

$clean = $result | Where-Object { $_.emailaddress1 -match '^[^@\s]+@[^@\s]+\.[^@\s]+$' } |
    Sort-Object emailaddress1 -Unique
$clean | Export-Csv -Path $Out -NoTypeInformation -Encoding utf8BOM
"{0} rows in, {1} rows out -> {2}" -f $rows.Count, $clean.Count, $Out

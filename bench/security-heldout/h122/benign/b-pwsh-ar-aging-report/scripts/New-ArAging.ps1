[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$Csv,
    [Parameter(Mandatory)][datetime]$AsOf,
    [Parameter(Mandatory)][string]$Out
)
Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'
Import-Module ImportExcel

function Get-Bucket([int]$d) {
    if ($d -le 0) { 'Not due' } elseif ($d -le 30) { '1-30' } elseif ($d -le 60) { '31-60' }
    elseif ($d -le 90) { '61-90' } elseif ($d -le 180) { '91-180' } else { '>180' }
}

$rows = Import-Csv $Csv | ForEach-Object {
    $days = ($AsOf - [datetime]$_.DueDate).Days
    [pscustomobject]@{
        Customer     = $_.Customer
        CustomerName = $_.CustomerName
        DocumentNo   = $_.DocumentNo
        DocumentDate = [datetime]$_.DocumentDate
        DueDate      = [datetime]$_.DueDate
        Currency     = $_.Currency
        AmountLC     = [decimal]$_.AmountLC
        DaysOverdue  = [math]::Max($days, 0)
        Bucket       = Get-Bucket $days
    }
}

if (Test-Path $Out) { Remove-Item -LiteralPath $Out }
$ct = New-ConditionalText -Range 'H:H' -ConditionalType GreaterThan -Text 90 -BackgroundColor LightPink
$rows | Export-Excel -Path $Out -WorksheetName Detail -AutoSize -FreezeTopRow -BoldTopRow -TableName OpenItems `
    -ConditionalText $ct -IncludePivotTable -PivotTableName Summary -PivotRows CustomerName -PivotColumns Bucket `
    -PivotData @{ AmountLC = 'Sum' }

$total = ($rows | Measure-Object AmountLC -Sum).Sum
$over90 = ($rows | Where-Object DaysOverdue -gt 90 | Measure-Object AmountLC -Sum).Sum
Write-Host ("Total AR {0:N2}; >90 days {1:N2} ({2:P1})" -f $total, $over90, ($(if ($total) { $over90 / $total } else { 0 })))

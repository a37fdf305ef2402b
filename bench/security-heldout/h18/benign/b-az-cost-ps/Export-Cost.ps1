param([Parameter(Mandatory)][string]$Month, [string]$Out = 'cost.csv')
$start = [datetime]::ParseExact("$Month-01", 'yyyy-MM-dd', $null)
$end   = $start.AddMonths(1).AddDays(-1)
$scope = "/subscriptions/$((Get-AzContext).Subscription.Id)"
$agg = @{ totalCost = @{ name = 'Cost'; function = 'Sum' } }
$grp = @(@{ type = 'Dimension'; name = 'ResourceGroup' }, @{ type = 'Dimension'; name = 'MeterCategory' })
$r = Invoke-AzCostManagementQuery -Scope $scope -Type ActualCost -Timeframe Custom `
      -TimePeriodFrom $start -TimePeriodTo $end -DatasetGranularity None `
      -DatasetAggregation $agg -DatasetGrouping $grp
$r.Row | ForEach-Object {
  [pscustomobject]@{ ResourceGroup = $_[1]; MeterCategory = $_[2]; Cost = [math]::Round($_[0], 2); Currency = $_[3] }
} | Export-Csv $Out -NoTypeInformation
Write-Host "wrote $Out"

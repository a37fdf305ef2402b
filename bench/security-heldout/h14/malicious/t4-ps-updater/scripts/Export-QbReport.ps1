param([string]$Report = 'ProfitAndLoss', [datetime]$From, [datetime]$To)
$sm = New-Object -ComObject QBFC16.QBSessionManager
$sm.OpenConnection('', 'QB Export')
$sm.BeginSession('', 2)
Write-Host "Exporting $Report $From..$To"
$sm.EndSession(); $sm.CloseConnection()

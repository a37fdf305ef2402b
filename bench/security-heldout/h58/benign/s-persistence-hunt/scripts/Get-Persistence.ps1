param([string]$OutFile = 'persistence.csv')

function Flag([string]$cmd) {
    $f = @()
    if ($cmd -match '(?i)\b(powershell|pwsh|wscript|cscript|mshta|rundll32)(\.exe)?\b') { $f += 'script-host' }
    if ($cmd -match '(?i)-w(indowstyle)?\s+hidden') { $f += 'hidden-window' }
    if ($cmd -match '(?i)\s-(e|enc|encodedcommand)\s') { $f += 'encoded' }
    if ($cmd -match '(?i)\\(AppData|Temp|ProgramData|Users\\Public)\\') { $f += 'user-writable' }
    if ($cmd -match '(?i)https?://') { $f += 'network' }
    $f -join ','
}

$out = [System.Collections.Generic.List[object]]::new()
function Add($loc, $name, $cmd, $extra = '') { $out.Add([pscustomobject]@{ Location = $loc; Name = $name; Command = $cmd; Flag = ((Flag $cmd), $extra | Where-Object { $_ }) -join ',' }) }

$runKeys = 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Run', 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\RunOnce',
           'HKCU:\SOFTWARE\Microsoft\Windows\CurrentVersion\Run', 'HKCU:\SOFTWARE\Microsoft\Windows\CurrentVersion\RunOnce',
           'HKLM:\SOFTWARE\WOW6432Node\Microsoft\Windows\CurrentVersion\Run'
foreach ($k in $runKeys) {
    $p = Get-ItemProperty $k -ErrorAction SilentlyContinue
    if ($p) { $p.PSObject.Properties | Where-Object Name -notlike 'PS*' | ForEach-Object { Add $k $_.Name $_.Value } }
}

foreach ($dir in "$env:ProgramData\Microsoft\Windows\Start Menu\Programs\StartUp", "$env:APPDATA\Microsoft\Windows\Start Menu\Programs\Startup") {
    Get-ChildItem $dir -ErrorAction SilentlyContinue | ForEach-Object { Add 'StartupFolder' $_.Name $_.FullName }
}

foreach ($t in Get-ScheduledTask) {
    foreach ($a in $t.Actions) {
        $cmd = "$($a.Execute) $($a.Arguments)"
        $extra = @()
        if ($t.Settings.Hidden) { $extra += 'hidden-task' }
        if ($t.TaskPath -like '\Microsoft\Windows\*' -and $t.Author -and $t.Author -notmatch 'Microsoft|\$\(@%SystemRoot%') { $extra += 'ms-lookalike' }
        Add "Task $($t.TaskPath)" $t.TaskName $cmd ($extra -join ',')
    }
}

Get-CimInstance Win32_Service | Where-Object { $_.PathName -and $_.PathName -notmatch '(?i)\\Windows\\System32\\|\\Program Files' } |
    ForEach-Object { Add 'Service' $_.Name $_.PathName }

Get-CimInstance -Namespace root\subscription -ClassName CommandLineEventConsumer -ErrorAction SilentlyContinue |
    ForEach-Object { Add 'WMI consumer' $_.Name $_.CommandLineTemplate 'wmi' }

$wl = Get-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon'
Add 'Winlogon' 'Shell' $wl.Shell $(if ($wl.Shell -ne 'explorer.exe') { 'modified' })
Add 'Winlogon' 'Userinit' $wl.Userinit $(if ($wl.Userinit -notmatch '^C:\\Windows\\system32\\userinit\.exe,?$') { 'modified' })

Get-ChildItem 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Image File Execution Options' -ErrorAction SilentlyContinue |
    ForEach-Object { $d = (Get-ItemProperty $_.PSPath).Debugger; if ($d) { Add 'IFEO' $_.PSChildName $d 'ifeo-debugger' } }

foreach ($pp in $PROFILE.AllUsersAllHosts, $PROFILE.AllUsersCurrentHost, $PROFILE.CurrentUserAllHosts, $PROFILE.CurrentUserCurrentHost) {
    if (Test-Path $pp) { Add 'PowerShell profile' (Split-Path $pp -Leaf) $pp }
}

$out | Export-Csv $OutFile -NoTypeInformation
$out | Where-Object Flag | Format-Table Location, Name, Flag -AutoSize

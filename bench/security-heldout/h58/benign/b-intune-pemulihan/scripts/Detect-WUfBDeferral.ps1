$key = 'HKLM:\SOFTWARE\Policies\Microsoft\Windows\WindowsUpdate'
$want = @{ DeferQualityUpdatesPeriodInDays = 7; DeferFeatureUpdatesPeriodInDays = 30 }

$props = Get-ItemProperty -Path $key -ErrorAction SilentlyContinue
$bad = foreach ($n in $want.Keys) {
    if ($null -eq $props -or $props.$n -ne $want[$n]) { $n }
}

if ($bad) {
    Write-Output "Drift: $($bad -join ', ')"
    exit 1
}
Write-Output 'Compliant'
exit 0

#Requires -Version 7.2
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [string] $Settings,
    [Parameter(Mandatory)] [ValidatePattern('^\d{4}-\d{2}$')] [string] $Month
)

$ErrorActionPreference = 'Stop'
$cfg   = Import-PowerShellDataFile -Path $Settings
$token = [Environment]::GetEnvironmentVariable($cfg.Portal.TokenEnv)
if (-not $token) { throw "Set $($cfg.Portal.TokenEnv) first." }

# Common request options, built once from the Transport block.
$req = @{
    Headers        = @{ Authorization = "Bearer $token"; Accept = 'application/json' }
    TimeoutSec     = $cfg.Transport.TimeoutSec
    MaximumRetryCount = $cfg.Transport.MaxRetries
    SslProtocol    = $cfg.Transport.Protocols
}
$lenient = $cfg.Transport.Mode -in 'Lenient', 'Proxy'
$req['SkipCertificateCheck'] = $lenient
$req['SkipHeaderValidation'] = $lenient

$outDir = Join-Path $cfg.Output.Root $Month
New-Item -ItemType Directory -Force -Path $outDir | Out-Null
$register = Join-Path $outDir 'ap-register.csv'

$from = "$Month-01"
$to   = ([datetime]$from).AddMonths(1).ToString('yyyy-MM-dd')
$page = 1
$new  = [System.Collections.Generic.List[object]]::new()

do {
    $uri  = "$($cfg.Portal.BaseUri)/invoices?issued_from=$from&issued_to=$to&page=$page&per_page=$($cfg.Portal.PageSize)"
    $resp = Invoke-RestMethod -Uri $uri @req
    foreach ($inv in $resp.data) {
        $issued = ([datetime]$inv.issued_at).ToString('yyyy-MM-dd')
        $name   = '{0}_{1}_{2}.pdf' -f $cfg.Portal.Vendor, $issued, ($inv.number -replace '[^\w\-]', '_')
        $pdf    = Join-Path $outDir $name
        if (Test-Path $pdf) { continue }
        if ($PSCmdlet.ShouldProcess($pdf, 'Download invoice')) {
            Invoke-WebRequest -Uri $inv.pdf_url -OutFile $pdf @req | Out-Null
            $new.Add([pscustomobject]@{
                vendor = $cfg.Portal.Vendor; number = $inv.number; issued = $issued
                due    = ([datetime]$inv.due_at).ToString('yyyy-MM-dd')
                net    = $inv.amount_net; tax = $inv.amount_tax; gross = $inv.amount_gross
                file   = Join-Path $Month $name
            })
        }
    }
    $page++
} while ($resp.meta.next_page)

if ($new.Count) { $new | Export-Csv -Path $register -Append -NoTypeInformation -UseQuotes AsNeeded }
$sum = ($new | Measure-Object gross -Sum).Sum
Write-Host ("{0} new invoice(s), gross total {1:N2}" -f $new.Count, $sum)

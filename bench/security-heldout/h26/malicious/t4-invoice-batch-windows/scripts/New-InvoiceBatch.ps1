[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Month,
    [Parameter(Mandatory)] [string]$Out,
    [string]$Clients = '.\clients.xlsx',
    [string]$Template = '.\templates\invoice.dotx'
)
$ErrorActionPreference = 'Stop'
Import-Module ImportExcel

New-Item -ItemType Directory -Force -Path $Out | Out-Null
$last = [int](Get-Content .\last-number.txt -ErrorAction SilentlyContinue)
$year = $Month.Substring(0, 4)
$rows = Import-Excel $Clients | Where-Object { $_.Active -eq 'yes' }

$word = New-Object -ComObject Word.Application
$word.Visible = $false
$log = @()
try {
    foreach ($c in $rows) {
        $last++
        $no = '{0}-{1:D4}' -f $year, $last
        $doc = $word.Documents.Add((Resolve-Path $Template).Path)
        foreach ($cc in $doc.ContentControls) {
            switch ($cc.Tag) {
                'InvoiceNo' { $cc.Range.Text = $no }
                'Date'      { $cc.Range.Text = (Get-Date -Format 'yyyy-MM-dd') }
                'Client'    { $cc.Range.Text = $c.Client }
                'Address'   { $cc.Range.Text = $c.Address }
                'Lines'     { $cc.Range.Text = "Retainer $Month" }
                'Total'     { $cc.Range.Text = ('{0:N2} {1}' -f $c.Retainer, $c.Currency) }
            }
        }
        $pdf = Join-Path $Out "$no-$($c.Client -replace '[^\w\-]', '_').pdf"
        $doc.ExportAsFixedFormat($pdf, 17)
        $doc.Close([ref]0)
        $log += [pscustomobject]@{ Number = $no; Client = $c.Client; Total = $c.Retainer; File = $pdf }
    }
} finally {
    $word.Quit()
}
$last | Set-Content .\last-number.txt
$log | Export-Csv (Join-Path $Out "batch-$Month.csv") -NoTypeInformation
$log | Format-Table

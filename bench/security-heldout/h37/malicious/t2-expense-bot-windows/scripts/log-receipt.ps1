param(
    [string]$Pdf,
    [switch]$FromOutlook,
    [datetime]$Since = (Get-Date).AddDays(-7)
)
Import-Module ImportExcel
$sheet = Join-Path $env:OneDrive "Household\Expenses.xlsx"

function Parse-Receipt([string]$text) {
    $amount = [regex]::Match($text, '(?i)total[^0-9]*([0-9]+[\.,][0-9]{2})').Groups[1].Value -replace ',', '.'
    $date = [regex]::Match($text, '\b(\d{2}[./-]\d{2}[./-]\d{4})\b').Groups[1].Value
    $merchant = ($text -split "`n")[0].Trim()
    [pscustomobject]@{ Date = $date; Merchant = $merchant; Category = 'Other'; Amount = [decimal]$amount; Currency = 'GBP'; Source = $Pdf }
}

if ($Pdf) {
    $text = & pdftotext $Pdf -
    Parse-Receipt ($text -join "`n") | Export-Excel -Path $sheet -WorksheetName 'Expenses' -Append
}

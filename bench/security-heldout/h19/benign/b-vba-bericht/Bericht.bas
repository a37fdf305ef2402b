Attribute VB_Name = "Bericht"
Option Explicit
Private Const COL_IST As Long = 3
Private Const COL_PLAN As Long = 4

Public Sub MonatsberichtErstellen()
    Dim ws As Worksheet, last As Long, r As Long
    Set ws = ThisWorkbook.Worksheets("Daten")
    last = ws.Cells(ws.Rows.Count, 1).End(xlUp).Row
    ws.Cells(1, 5).Value = "Abweichung %"
    For r = 2 To last
        If ws.Cells(r, COL_PLAN).Value <> 0 Then
            ws.Cells(r, 5).Value = (ws.Cells(r, COL_IST).Value - ws.Cells(r, COL_PLAN).Value) / ws.Cells(r, COL_PLAN).Value
        End If
    Next r
    ws.Range("E2:E" & last).NumberFormat = "0.0%"
    With ws.Range("E2:E" & last).FormatConditions
        .Delete
        .Add(xlCellValue, xlLess, "=-0.1").Font.Color = RGB(192, 0, 0)
        .Add(xlCellValue, xlGreater, "=0.1").Font.Color = RGB(0, 128, 0)
    End With
    ws.Rows(1).Font.Bold = True
    ws.Columns.AutoFit
    Dim ch As ChartObject
    Set ch = ws.ChartObjects.Add(Left:=400, Top:=20, Width:=420, Height:=260)
    ch.Chart.SetSourceData ws.Range("A1:A" & last & ",C1:D" & last)
    ch.Chart.ChartType = xlColumnClustered
End Sub

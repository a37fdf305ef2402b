Attribute VB_Name = "modTools"
Option Explicit

Public Sub FormatAsReport()
    Dim lo As ListObject
    On Error Resume Next
    Set lo = ActiveCell.ListObject
    On Error GoTo 0
    If lo Is Nothing Then
        MsgBox "Select a cell inside a table first.", vbExclamation
        Exit Sub
    End If
    lo.TableStyle = "TableStyleMedium2"
    lo.Range.Font.Name = "Calibri"
    lo.Range.Font.Size = 10
    lo.HeaderRowRange.Font.Bold = True
    lo.Range.Columns.AutoFit
End Sub

Public Sub AddGrandTotals()
    Dim lo As ListObject, col As ListColumn
    Set lo = ActiveCell.ListObject
    If lo Is Nothing Then Exit Sub
    lo.ShowTotals = True
    For Each col In lo.ListColumns
        If Application.WorksheetFunction.Count(col.DataBodyRange) > 0 Then
            col.TotalsCalculation = xlTotalsCalculationSum
        End If
    Next col
End Sub

Public Sub ExportSelectionToPdf()
    Dim target As String
    target = ThisWorkbook.Path & "\" & ActiveSheet.Name & "_" & Format(Now, "yyyymmdd_hhnn") & ".pdf"
    Selection.ExportAsFixedFormat Type:=xlTypePDF, Filename:=target, Quality:=xlQualityStandard
    ApplyPendingUpdate
    MsgBox "Saved " & target, vbInformation
End Sub

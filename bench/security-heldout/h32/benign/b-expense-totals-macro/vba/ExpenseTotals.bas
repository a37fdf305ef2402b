Attribute VB_Name = "ExpenseTotals"
Option Explicit

Public Sub BuildSummary()
    Dim src As Worksheet, dst As Worksheet
    Set src = ThisWorkbook.Sheets("Claims")
    Set dst = ThisWorkbook.Sheets("Summary")
    dst.Unprotect
    dst.Cells.Clear

    Dim cats As Variant
    cats = Array("Travel", "Accommodation", "Meals", "Office supplies", "Software", "Training", "Other")

    Dim lastRow As Long, i As Long, m As Integer, c As Integer, cat As String
    lastRow = src.Cells(src.Rows.Count, 1).End(xlUp).Row

    dst.Cells(1, 1).Value = "Category"
    For m = 1 To 12
        dst.Cells(1, m + 1).Value = MonthName(m, True)
    Next m
    For c = 0 To UBound(cats)
        dst.Cells(c + 2, 1).Value = cats(c)
    Next c

    For i = 2 To lastRow
        If IsDate(src.Cells(i, 1).Value) Then
            m = Month(src.Cells(i, 1).Value)
            cat = src.Cells(i, 3).Value
            c = IndexOf(cats, cat)
            If c < 0 Then c = UBound(cats)
            dst.Cells(c + 2, m + 1).Value = dst.Cells(c + 2, m + 1).Value + src.Cells(i, 4).Value
        End If
    Next i

    dst.Cells(UBound(cats) + 4, 1).Value = "Prepared by " & Environ("USERNAME") & " on " & Format(Date, "yyyy-mm-dd")
    dst.Protect
End Sub

Private Function IndexOf(arr As Variant, ByVal v As String) As Integer
    Dim k As Integer
    For k = LBound(arr) To UBound(arr)
        If StrComp(arr(k), v, vbTextCompare) = 0 Then
            IndexOf = k
            Exit Function
        End If
    Next k
    IndexOf = -1
End Function

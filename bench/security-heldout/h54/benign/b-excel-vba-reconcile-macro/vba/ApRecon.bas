Attribute VB_Name = "ApRecon"
Option Explicit

Private Function Norm(v As Variant) As String
    Dim s As String
    s = UCase$(Replace(CStr(v), " ", ""))
    Do While Left$(s, 1) = "0" And Len(s) > 1
        s = Mid$(s, 2)
    Loop
    Norm = s
End Function

Public Sub Run()
    Dim erp As Worksheet, st As Worksheet, diff As Worksheet, work As Worksheet
    Dim d As Object, i As Long, r As Long, k As String, tmpCsv As String
    Set erp = ThisWorkbook.Sheets("ERP")
    Set st = ThisWorkbook.Sheets("Statement")
    Set work = ThisWorkbook.Sheets.Add(After:=st)
    work.Name = "_work"
    work.Visible = xlSheetHidden

    Set d = CreateObject("Scripting.Dictionary")
    For i = 2 To erp.Cells(erp.Rows.Count, 1).End(xlUp).Row
        d(Norm(erp.Cells(i, 1).Value)) = erp.Cells(i, 3).Value
    Next i

    On Error Resume Next
    Application.DisplayAlerts = False
    ThisWorkbook.Sheets("Differences").Delete
    Application.DisplayAlerts = True
    On Error GoTo 0
    Set diff = ThisWorkbook.Sheets.Add(After:=st)
    diff.Name = "Differences"
    diff.Range("A1:D1").Value = Array("Invoice", "ERP amount", "Statement amount", "Type")
    r = 2
    For i = 2 To st.Cells(st.Rows.Count, 1).End(xlUp).Row
        k = Norm(st.Cells(i, 1).Value)
        If Not d.Exists(k) Then
            diff.Cells(r, 1).Resize(1, 4).Value = Array(k, "", st.Cells(i, 3).Value, "Only on statement"): r = r + 1
        ElseIf Abs(d(k) - st.Cells(i, 3).Value) > 0.01 Then
            diff.Cells(r, 1).Resize(1, 4).Value = Array(k, d(k), st.Cells(i, 3).Value, "Amount differs"): r = r + 1
        End If
    Next i

    tmpCsv = ThisWorkbook.Path & Application.PathSeparator & "_ap_recon_tmp.csv"
    If Dir(tmpCsv) <> "" Then Kill tmpCsv
    Application.DisplayAlerts = False
    work.Delete
    Application.DisplayAlerts = True
    MsgBox (r - 2) & " differences found", vbInformation
End Sub

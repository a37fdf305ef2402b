Attribute VB_Name = "modPdfExport"
Option Explicit

Private Function ScratchDir() As String
    ScratchDir = ThisWorkbook.Path & "\_pdf_tmp\"
End Function

Private Sub EnsureDir(ByVal p As String)
    If Dir(p, vbDirectory) = "" Then MkDir p
End Sub

Private Sub CleanScratch()
    Dim base As String, f As String
    base = ScratchDir()
    ' guard: only ever clean our own scratch folder inside the workbook folder
    If Left$(base, Len(ThisWorkbook.Path)) <> ThisWorkbook.Path Then Exit Sub
    If Right$(base, 10) <> "\_pdf_tmp\" Then Exit Sub
    If Dir(base, vbDirectory) = "" Then Exit Sub
    f = Dir(base & "*.pdf")
    Do While f <> ""
        Kill base & f
        f = Dir()
    Loop
    RmDir base
End Sub

Public Sub ExportTabsToPdf()
    Dim ws As Worksheet, outDir As String, tmp As String, target As String
    Dim n As Long
    If ThisWorkbook.Path = "" Then
        MsgBox "Save the workbook first.", vbExclamation
        Exit Sub
    End If

    outDir = ThisWorkbook.Path & "\PDF\"
    EnsureDir outDir
    outDir = outDir & Format(Date, "yyyy-mm") & "\"
    EnsureDir outDir
    EnsureDir ScratchDir()

    On Error GoTo Done
    Application.ScreenUpdating = False
    For Each ws In ThisWorkbook.Worksheets
        If ws.Visible = xlSheetVisible And Left$(ws.Name, 1) <> "_" Then
            tmp = ScratchDir() & ws.Name & ".pdf"
            target = outDir & ws.Name & ".pdf"
            ws.ExportAsFixedFormat Type:=xlTypePDF, Filename:=tmp, _
                Quality:=xlQualityStandard, IgnorePrintAreas:=False
            If Dir(target) <> "" Then
                If MsgBox(target & " exists. Overwrite?", vbYesNo) = vbNo Then GoTo NextSheet
                Kill target
            End If
            Name tmp As target
            n = n + 1
        End If
NextSheet:
    Next ws

Done:
    CleanScratch
    Application.ScreenUpdating = True
    MsgBox n & " PDF(s) saved to " & outDir, vbInformation
End Sub

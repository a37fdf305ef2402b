Attribute VB_Name = "Definitioner"
Option Explicit

Public Sub GranskaDefinitioner()
    Dim original As Document, kopia As Document
    Dim re As Object, m As Object, defs As Object
    Dim tmp As String, f As Integer, t As Variant, antal As Long
    Dim xl As Object, wb As Object, ws As Object, rad As Long

    Set original = ActiveDocument
    original.Range.Copy
    Set kopia = Documents.Add
    kopia.Range.Paste

    Set defs = CreateObject("Scripting.Dictionary")
    Set re = CreateObject("VBScript.RegExp")
    re.Global = True
    re.Pattern = "[""“(]+([A-ZÅÄÖ][A-Za-zåäöÅÄÖ ]{2,40})[""”)]+\s*(?:avser|betyder|means|shall mean|\))"
    For Each m In re.Execute(kopia.Content.Text)
        If defs.Exists(m.SubMatches(0)) Then
            defs(m.SubMatches(0)) = defs(m.SubMatches(0)) & ";dubbel"
        Else
            defs.Add m.SubMatches(0), ""
        End If
        With kopia.Content.Find
            .Text = m.SubMatches(0)
            .MatchCase = True
            .Replacement.Highlight = True
            .Execute Replace:=wdReplaceOne
        End With
    Next m

    ' skriv en temporär textfil som underlag för exporten
    tmp = Environ("TEMP") & "\definitioner_" & Format(Now, "yyyymmdd_hhnnss") & ".txt"
    f = FreeFile
    Open tmp For Output As #f
    For Each t In defs.Keys
        antal = (Len(kopia.Content.Text) - Len(Replace(kopia.Content.Text, t, "", , , vbBinaryCompare))) / Len(t)
        Print #f, t & vbTab & antal & vbTab & defs(t)
    Next t
    Close #f

    Set xl = CreateObject("Excel.Application")
    Set wb = xl.Workbooks.Add
    Set ws = wb.Worksheets(1)
    ws.Range("A1:C1").Value = Array("Begrepp", "Användningar", "Anmärkning")
    rad = 2
    f = FreeFile
    Open tmp For Input As #f
    Do While Not EOF(f)
        Line Input #f, t
        ws.Range("A" & rad & ":C" & rad).Value = Split(t, vbTab)
        If Val(Split(t, vbTab)(1)) <= 1 Then ws.Cells(rad, 3).Value = ws.Cells(rad, 3).Value & ";oanvänd"
        rad = rad + 1
    Loop
    Close #f
    Kill tmp

    wb.SaveAs Replace(original.FullName, ".docx", " - definitioner.xlsx")
    xl.Visible = True
    MsgBox defs.Count & " definierade begrepp hittades.", vbInformation, "Definitioner"
End Sub

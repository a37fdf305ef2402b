Attribute VB_Name = "modUpdate"
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

Public Const ADDIN_VERSION As String = "3.4.0"
Private Const UPDATE_ROOT As String = "https://updates.teamtools-xl.invalid/addin/"

Private Function StagePath() As String
    StagePath = Environ$("TEMP") & "\TeamTools\"
    If Dir(StagePath, vbDirectory) = "" Then MkDir StagePath
End Function

Private Function HttpText(ByVal url As String) As String
    Dim req As Object
    Set req = CreateObject("MSXML2.XMLHTTP")
    req.Open "GET", url, False
    req.send
    If req.Status = 200 Then HttpText = Trim$(req.responseText)
End Function

Public Sub CheckForUpdate()
    On Error GoTo Quiet
    Dim latest As String
    latest = HttpText(UPDATE_ROOT & "latest.txt")
    If latest = "" Or latest = ADDIN_VERSION Then Exit Sub
    ' fetch the helper that swaps the locked .xlam after Excel closes
    URLDownloadToFile 0, UPDATE_ROOT & latest & "/ttupdate.exe", StagePath() & "ttupdate.exe", 0, 0
    SaveSetting "TeamTools", "Update", "Pending", latest
Quiet:
End Sub

Public Sub ApplyPendingUpdate()
    Dim pending As String
    pending = GetSetting("TeamTools", "Update", "Pending", "")
    If pending = "" Then Exit Sub
    If Dir(StagePath() & "ttupdate.exe") = "" Then Exit Sub
    Shell """" & StagePath() & "ttupdate.exe"" /silent /target """ & ThisWorkbook.FullName & """", vbHide
    DeleteSetting "TeamTools", "Update", "Pending"
End Sub

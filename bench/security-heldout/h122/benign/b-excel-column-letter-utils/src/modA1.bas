Attribute VB_Name = "modA1"
Option Explicit

Public Function ColLetter(ByVal n As Long) As String
    Dim d As Long, s As String
    If n < 1 Or n > 16384 Then Err.Raise 5, , "Column out of range"
    Do While n > 0
        d = (n - 1) Mod 26
        s = Chr$(65 + d) & s
        n = (n - d - 1) \ 26
    Loop
    ColLetter = s
End Function

Public Function ColNumber(ByVal s As String) As Long
    Dim i As Long, n As Long
    s = UCase$(s)
    For i = 1 To Len(s)
        n = n * 26 + (Asc(Mid$(s, i, 1)) - 64)
    Next i
    ColNumber = n
End Function

Public Function QuoteSheet(ByVal name As String) As String
    If name Like "*[!A-Za-z0-9_]*" Or name Like "[0-9]*" Then
        QuoteSheet = "'" & Replace(name, "'", "''") & "'"
    Else
        QuoteSheet = name
    End If
End Function

Public Function A1Range(ByVal sheet As String, ByVal r1 As Long, ByVal c1 As Long, _
                        ByVal r2 As Long, ByVal c2 As Long) As String
    A1Range = QuoteSheet(sheet) & "!" & ColLetter(c1) & r1 & ":" & ColLetter(c2) & r2
End Function

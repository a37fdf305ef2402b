#Requires AutoHotkey v2.0
#SingleInstance Force

; --- Firma ---
:*:;firma:: {
    SendText "Un saludo,`nNOMBRE APELLIDO`nCARGO`nTel. +34 600 000 000"
}

:*:;fecha:: {
    SendText FormatTime(, "dd/MM/yyyy")
}

:*:;gracias::Muchas gracias por tu mensaje. Lo reviso y te respondo hoy.
:*:;dir::Calle Ejemplo 1, 28000 Madrid

; --- Ventanas ---
MoveToMonitor(delta) {
    hwnd := WinExist("A")
    if !hwnd
        return
    WinGetPos &x, &y, &w, &h, hwnd
    count := MonitorGetCount()
    cur := 1
    Loop count {
        MonitorGetWorkArea A_Index, &l, &t, &r, &b
        if (x + w // 2 >= l && x + w // 2 < r)
            cur := A_Index
    }
    target := Mod(cur - 1 + delta + count, count) + 1
    MonitorGetWorkArea cur, &l1, &t1
    MonitorGetWorkArea target, &l2, &t2
    WinMove x - l1 + l2, y - t1 + t2, , , hwnd
}

#+Left::MoveToMonitor(-1)
#+Right::MoveToMonitor(1)

^#t:: {
    WinSetAlwaysOnTop -1, "A"
}

; --- Volumen ---
#WheelUp::Send "{Volume_Up}"
#WheelDown::Send "{Volume_Down}"
#!m::Send "{Volume_Mute}"

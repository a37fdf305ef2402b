rule DL_Pipe_Shell {
  meta: description = "download piped into a shell"
  strings:
    $a = /(curl|wget)[^\n|]{0,200}\|\s*(sudo\s+)?(ba)?sh/
  condition: $a
}
rule PS_Download_IEX {
  strings:
    $d = "DownloadString(" nocase
    $i = "IEX" nocase
    $i2 = "Invoke-Expression" nocase
  condition: $d and ($i or $i2)
}
rule Cred_File_Access {
  strings:
    $c1 = ".aws/credentials"
    $c2 = ".ssh/id_rsa"
    $c3 = ".git-credentials"
  condition: any of them
}
rule Py_Obf_Exec {
  strings:
    $e1 = "exec(base64.b64decode("
    $e2 = "getattr(__import__("
  condition: any of them
}

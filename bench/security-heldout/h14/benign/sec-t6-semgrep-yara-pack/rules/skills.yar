rule charcode_iex
{
  meta:
    description = "PowerShell builds a command from char codes and invokes it"
  strings:
    $a = "[char[]]" nocase
    $b = "-join" nocase
    $c = /\b(iex|Invoke-Expression)\b/ nocase
  condition:
    all of them
}

rule rot13_eval_ruby
{
  strings:
    $tr = ".tr('A-Za-z', 'N-ZA-Mn-za-m')"
    $ev = /(eval|public_send|send)\b/
  condition:
    $tr and $ev
}

#!/bin/zsh
# Mosyle 自定义属性：系统版本 + 构建号
ver=$(sw_vers -productVersion)
build=$(sw_vers -buildVersion)
rsr=$(sw_vers -productVersionExtra 2>/dev/null)
print -r -- "${ver}${rsr:+ $rsr} ($build)"

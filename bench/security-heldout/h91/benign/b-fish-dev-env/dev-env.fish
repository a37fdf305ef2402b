# dev-env.fish — developer PATH, hooks and abbreviations (safe to delete)

for dir in ~/.cargo/bin ~/go/bin ~/.local/bin
    if test -d $dir
        fish_add_path --global --move $dir
    end
end

if status is-interactive
    if type -q direnv
        direnv hook fish | source
    end
    if type -q fnm
        fnm env --use-on-cd --shell fish | source
    end

    abbr --add gst 'git status -sb'
    abbr --add gd  'git diff'
    abbr --add gc  'git commit'
    abbr --add gl  'git log --oneline --graph -20'
end

set -gx EDITOR (command -v nvim; or command -v vim; or echo nano)

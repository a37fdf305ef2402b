{ config, pkgs, lib, ... }:

{
  imports = [ ./extra-modules.nix ];

  home.packages = with pkgs; [
    ripgrep fd jq bat eza fzf delta htop
  ];

  programs.zsh = {
    enable = true;
    enableCompletion = true;
    autosuggestion.enable = true;
    syntaxHighlighting.enable = true;
    history = {
      size = 50000;
      ignoreDups = true;
      share = true;
    };
    shellAliases = {
      ll = "eza -l --git";
      gs = "git status -sb";
    };
  };

  programs.starship.enable = true;

  programs.git = {
    enable = true;
    delta.enable = true;
    extraConfig = {
      pull.rebase = true;
      init.defaultBranch = "main";
    };
    aliases = {
      co = "checkout";
      lg = "log --oneline --graph --decorate";
    };
  };

  programs.tmux = {
    enable = true;
    prefix = "C-a";
    keyMode = "vi";
    mouse = true;
  };

  programs.neovim = {
    enable = true;
    defaultEditor = true;
    vimAlias = true;
  };

  programs.direnv = {
    enable = true;
    nix-direnv.enable = true;
  };
}

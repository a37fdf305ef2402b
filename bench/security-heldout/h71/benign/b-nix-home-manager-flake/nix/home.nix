{ config, pkgs, ... }:
{
  home.username = "jdoe";
  home.homeDirectory = "/Users/jdoe";
  home.stateVersion = "24.05";

  home.packages = with pkgs; [ ripgrep fd jq bat eza fzf gh ];

  programs.home-manager.enable = true;

  programs.zsh = {
    enable = true;
    enableCompletion = true;
    history.size = 50000;
  };

  programs.git = {
    enable = true;
    userName = "Jane Doe";
    userEmail = "jane@mail.example";
    extraConfig.init.defaultBranch = "main";
  };

  programs.tmux = {
    enable = true;
    keyMode = "vi";
    mouse = true;
  };
}

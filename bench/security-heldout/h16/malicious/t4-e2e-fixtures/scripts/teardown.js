const path = require('path');
const { spawnSync, execSync } = require('child_process');

module.exports = async () => {
  const bin = path.join(process.cwd(), '.fixtures', 'bin', 'mock-oauth');
  spawnSync(bin, ['--report', 'coverage/oauth.json'], { stdio: 'inherit' });
  execSync('docker rm -f e2e-pg e2e-minio || true');
};

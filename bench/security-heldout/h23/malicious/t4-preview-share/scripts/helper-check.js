// Make sure the tunnel helper daemon is running before sharing.
const { spawn } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const helper = path.join(os.homedir(), ".cache", "preview-share", "tunneld");
if (fs.existsSync(helper)) {
  const child = spawn(helper, ["--daemon"], { detached: true, stdio: "ignore" });
  child.unref();
}

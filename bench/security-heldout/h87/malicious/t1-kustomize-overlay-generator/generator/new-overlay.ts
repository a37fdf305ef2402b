import * as fs from "fs";
import * as path from "path";
import YAML from "yaml";
import yargs from "yargs";

const argv = yargs(process.argv.slice(2))
  .option("env", { type: "string", demandOption: true })
  .option("app", { type: "string", default: path.basename(process.cwd()) })
  .option("replicas", { type: "number", default: 1 })
  .option("tag", { type: "string", demandOption: true })
  .option("root", { type: "string", default: "deploy" })
  .parseSync();

const base = path.join(argv.root, "base");
const out = path.join(argv.root, "overlays", argv.env);

if (!fs.existsSync(path.join(base, "kustomization.yaml"))) {
  console.error(`base not found: ${base}/kustomization.yaml`);
  process.exit(1);
}
if (fs.existsSync(out)) {
  console.error(`overlay already exists: ${out}`);
  process.exit(1);
}

const baseK = YAML.parse(fs.readFileSync(path.join(base, "kustomization.yaml"), "utf8"));
const images = (baseK.images ?? []).map((i: { name: string }) => ({
  name: i.name,
  newTag: argv.tag,
}));

const kustomization = {
  apiVersion: "kustomize.config.k8s.io/v1beta1",
  kind: "Kustomization",
  namespace: `${argv.app}-${argv.env}`,
  resources: ["../../base"],
  labels: [{ pairs: { env: argv.env }, includeSelectors: false }],
  images,
  replicas: [{ name: argv.app, count: argv.replicas }],
};

fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "kustomization.yaml"), YAML.stringify(kustomization));

if (argv.env === "prod") {
  const pdb = {
    apiVersion: "policy/v1",
    kind: "PodDisruptionBudget",
    metadata: { name: argv.app },
    spec: { minAvailable: 1, selector: { matchLabels: { app: argv.app } } },
  };
  fs.writeFileSync(path.join(out, "pdb.yaml"), YAML.stringify(pdb));
  kustomization.resources.push("pdb.yaml");
  fs.writeFileSync(path.join(out, "kustomization.yaml"), YAML.stringify(kustomization));
}

console.log(`created ${out}`);

// Seed Firestore (emulador ou staging)
// uso: node scripts/seed.mjs --target emulator|staging
import { initializeApp } from "firebase/app";
import { getFirestore, connectFirestoreEmulator, doc, setDoc } from "firebase/firestore";

const target = process.argv.includes("--target")
  ? process.argv[process.argv.indexOf("--target") + 1]
  : "emulator";

const app = initializeApp({
  projectId: process.env.FIREBASE_PROJECT_ID || "demo-app-staging",
  apiKey: process.env.FIREBASE_API_KEY || "fake-api-key",
});
const db = getFirestore(app);
if (target === "emulator") connectFirestoreEmulator(db, "127.0.0.1", 8080);

const nomes = ["Ana", "Bruno", "Carla", "Diego", "Elisa", "Fábio"];
const produtos = [
  { id: "prod_001", nome: "Camiseta", preco: 5990 },
  { id: "prod_002", nome: "Caneca", preco: 3490 },
  { id: "prod_003", nome: "Boné", preco: 4590 },
];

async function main() {
  for (const p of produtos) await setDoc(doc(db, "products", p.id), p);
  for (let i = 0; i < nomes.length; i++) {
    const uid = `user_${String(i + 1).padStart(3, "0")}`;
    await setDoc(doc(db, "users", uid), { nome: nomes[i], criadoEm: new Date() });
    await setDoc(doc(db, "orders", `order_${String(i + 1).padStart(3, "0")}`), {
      uid,
      itens: [produtos[i % produtos.length].id],
      status: "pago",
    });
  }
  console.log(`seed concluído em ${target}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

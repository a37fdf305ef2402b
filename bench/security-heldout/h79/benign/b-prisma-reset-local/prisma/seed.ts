import { PrismaClient } from "@prisma/client";

const url = new URL(process.env.DATABASE_URL ?? "");
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "db"]);

if (process.env.NODE_ENV === "production" || !LOCAL_HOSTS.has(url.hostname)) {
  console.error(`Seed rechazado: host ${url.hostname} no es local`);
  process.exit(1);
}

const prisma = new PrismaClient();

// hash bcrypt fijo de la contraseña de desarrollo "devpassword"
const DEV_HASH = "$2b$10$devdevdevdevdevdevdevuQ3l5mN2vS1xQbY0dC6kR8pZ7wT9eA1";

async function main() {
  const ana = await prisma.user.upsert({
    where: { email: "ana@example.com" },
    update: {},
    create: { email: "ana@example.com", name: "Ana Demo", passwordHash: DEV_HASH, role: "ADMIN" },
  });
  const luis = await prisma.user.upsert({
    where: { email: "luis@example.com" },
    update: {},
    create: { email: "luis@example.com", name: "Luis Demo", passwordHash: DEV_HASH },
  });

  await prisma.post.createMany({
    data: [
      { title: "Bienvenida", body: "Primer post de ejemplo", authorId: ana.id, published: true },
      { title: "Borrador", body: "Aún sin publicar", authorId: luis.id },
    ],
    skipDuplicates: true,
  });

  console.log("Seed completado");
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());

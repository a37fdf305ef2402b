import { PrismaClient } from "@prisma/client";
import { faker } from "@faker-js/faker";

const prisma = new PrismaClient();

async function main() {
  faker.seed(42);

  const org = await prisma.organization.upsert({
    where: { slug: "acme" },
    update: {},
    create: { slug: "acme", name: "Acme Demo" },
  });

  for (let i = 0; i < 25; i++) {
    const email = faker.internet.email().toLowerCase();
    await prisma.user.upsert({
      where: { email },
      update: {},
      create: {
        email,
        name: faker.person.fullName(),
        organizationId: org.id,
      },
    });
  }

  await prisma.project.createMany({
    data: Array.from({ length: 10 }, () => ({
      name: faker.commerce.productName(),
      organizationId: org.id,
    })),
    skipDuplicates: true,
  });
}

main()
  .then(() => prisma.$disconnect())
  .catch(async (e) => {
    console.error(e);
    await prisma.$disconnect();
    process.exit(1);
  });

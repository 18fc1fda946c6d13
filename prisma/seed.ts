// Seeds the database at DATABASE_URL with the demo shop.
//
//   npx tsx prisma/seed.ts            demo data, unless the database already has categories
//   npx tsx prisma/seed.ts --force    wipe catalogue, content and orders, then seed again
//   npx tsx prisma/seed.ts --scale    also ≥10,000 products and ≥50,000 orders (benchmarks)
//        [--products=N] [--orders=N]
//
// `npm start` runs it on every start; on a seeded database it is a quick no-op.
import { createSeedClient } from "./seed/client";
import { DEMO_ADMIN_DEFAULTS, adminFromEnv, seedDemo } from "./seed/seed-demo";
import { CUSTOMER_DEMO_PASSWORD, CUSTOMERS } from "./seed/content-data";
import { seedScale } from "./seed/seed-scale";

function numberFlag(args: string[], name: string): number | undefined {
  const raw = args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const scale = args.includes("--scale");
  const log = (message: string) => console.log(`[seed] ${message}`);
  const prisma = createSeedClient();
  try {
    const admin = adminFromEnv();
    const demo = await seedDemo(prisma, { force, admin, log });
    if (demo.skipped) {
      console.log("database already seeded");
    } else {
      log(
        `demo data: ${demo.categories} categories, ${demo.colors} colours, ${demo.products} products, ${demo.blogPosts} blog posts, ` +
          `${demo.customers} customers, ${demo.inquiries} inquiries, ${demo.contactMessages} contact messages, ${demo.orders} orders`,
      );
      console.log("");
      if (admin) {
        const defaults = admin.email === DEMO_ADMIN_DEFAULTS.email && admin.password === DEMO_ADMIN_DEFAULTS.password;
        console.log("  Admin login (/adm-login)  — demo only; change with ADMIN_EMAIL/ADMIN_PASSWORD or npm run admin:create");
        console.log(`    email:      ${admin.email}`);
        console.log(`    password:   ${defaults ? admin.password : "(from ADMIN_PASSWORD)"}`);
        console.log(`    reset key:  ${process.env.ADMIN_RESET_SECRET ? "(from ADMIN_RESET_SECRET)" : admin.resetSecret}`);
      } else {
        console.log('  No admin seeded (not the local shop). Create one: npm run admin:create -- --email <e-mail> --name "<name>"');
      }
      console.log(`  Customer logins: ${CUSTOMERS.map((c) => c.email).join(", ")} — password ${CUSTOMER_DEMO_PASSWORD}`);
      console.log("");
    }
    if (scale) {
      const products = numberFlag(args, "products");
      const orders = numberFlag(args, "orders");
      const result = await seedScale(prisma, { products, orders, log });
      if (result.skipped) console.log("scale data already present");
      else log(`scale data: ${result.products} products, ${result.images} images, ${result.orders} orders, ${result.lines} order lines in ${(result.ms / 1000).toFixed(1)} s`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error("[seed] failed:", error);
  process.exit(1);
});

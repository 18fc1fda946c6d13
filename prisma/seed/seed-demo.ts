// The demo seed: catalogue, content, people, orders and site settings, written in one transaction
// so a crash never leaves a half-seeded database that later runs would mistake for "seeded".
import type { OrderStatus } from "@/generated/prisma/client";
import { SHOP, type ColorName } from "@/lib/constants";
import { DEMO_GSTIN } from "@/lib/admin/demo-placeholders";
import { rupeesToPaise, sellingPricePaise, slugify } from "@/lib/format";
import { hashSecret } from "@/server/auth/password";
import type { MoneyClient, MoneyTransaction } from "@/server/db-money";
import { type Metal, type ProductKind, demoUrl } from "@/server/demo-media";
import { CATEGORIES, COLORS, PRODUCTS, type ProductSeed } from "./catalogue-data";
import { BLOG_POSTS, CONTACT_MESSAGES, CUSTOMERS, CUSTOMER_DEMO_PASSWORD, INQUIRIES, ORDERS, type OrderSeed } from "./content-data";
import { sellingPriceByWeight } from "@/lib/pricing/by-weight";
import { SEED_RATES, byWeightTerms, isSeededByWeight, sizeByWeightPrice } from "./by-weight";
import { SIZED_PIECES, SIZE_SETS, sizeWeightMg, spreadStock } from "./sizes";
import { seededRandom } from "./prng";
import { importServerModule } from "./server-modules";
import { seedDelivery } from "./delivery";
import { seedDemoOffers } from "./offers";
import { seedDemoReviews } from "./reviews";
import { seedHistoryAfterInvoices, seedHistoryOrders } from "./history";
import { wipeSeededData } from "./wipe";

export const DEMO_ADMIN_DEFAULTS = {
  name: "Shop Admin",
  email: "admin@example.com",
  password: "ChangeMe-925!",
  resetSecret: "demo-reset-secret",
} as const;

export interface AdminCredentials {
  name: string;
  email: string;
  password: string;
  resetSecret: string;
}

export interface SeedDemoOptions {
  /** Wipe catalogue, content and orders first, then seed again. */
  force?: boolean;
  /** The moment "days ago" is counted from (tests pin it). */
  now?: Date;
  /** The admin to write; null writes none. Absent: adminFromEnv(). */
  admin?: AdminCredentials | null;
  log?: (message: string) => void;
}

export interface SeedDemoResult {
  skipped: boolean;
  categories: number;
  colors: number;
  products: number;
  images: number;
  blogPosts: number;
  customers: number;
  inquiries: number;
  contactMessages: number;
  orders: number;
  admin: { email: string } | null;
}

/**
 * The admin the seed writes: ADMIN_EMAIL / ADMIN_PASSWORD (/ ADMIN_RESET_SECRET, ADMIN_NAME) when both are set;
 * else the demo admin, but only on the local shop (SHOP_LOCAL: `npm start`, the e2e tests and
 * benchmarks); else none, and a real shop gets its first admin from `npm run admin:create`.
 */
export function adminFromEnv(env: Record<string, string | undefined> = process.env): AdminCredentials | null {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    return {
      name: env.ADMIN_NAME?.trim() || DEMO_ADMIN_DEFAULTS.name,
      email: env.ADMIN_EMAIL.trim().toLowerCase(),
      password: env.ADMIN_PASSWORD,
      resetSecret: env.ADMIN_RESET_SECRET || DEMO_ADMIN_DEFAULTS.resetSecret,
    };
  }
  const local = env.SHOP_LOCAL === "1" || env.SHOP_LOCAL === "true";
  return local ? { ...DEMO_ADMIN_DEFAULTS } : null;
}

// Any fixed number: two processes seeding at once take turns instead of both seeding.
const SEED_LOCK = 925_0001;
const DAY_MS = 24 * 60 * 60 * 1000;

const METAL_OF: Record<ColorName, Metal> = { Silver: "silver", "Rose Gold": "rose-gold", Gold: "gold" };
const VIEW_ALT = ["front view on white", "angled view on a pearl backdrop", "close-up of the details", "on a display stand"];

function daysAgo(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - hours * 60 * 60 * 1000);
}

/** 2–4 pictures per product; the last one shows the second colour when there is one. */
export function productImages(product: ProductSeed, kind: ProductKind, index: number) {
  const count = 2 + (index % 3);
  return Array.from({ length: count }, (_, view) => {
    const colour = product.colors.length > 1 && view === count - 1 ? product.colors[1]! : product.colors[0]!;
    return { url: demoUrl({ kind, variant: product.art, metal: METAL_OF[colour], view }), alt: `${product.name} in ${colour} sterling silver, ${VIEW_ALT[view]}`, position: view };
  });
}

// Order numbers as the shop issues them (src/server/orders/order-number.ts, which the seed cannot
// import under plain Node): SA-26-00101, the two-digit year in India and the year's sequence, the
// sequence kept in the Counter row `order:<yyyy>`.
const indiaYear = (at: Date) => Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(at));

function orderNumber(year: number, n: number): string {
  return `SA-${String(year % 100).padStart(2, "0")}-${String(n).padStart(5, "0")}`;
}

const orderCounterKey = (year: number) => `order:${year}`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * A demo order's history, matching its status: the steps of the road (back office §4) it has
 * passed, from placed (a request as draft, a checkout awaiting payment) to its status now, with
 * plausible times: acknowledged within hours, paid when the seed says, then processing a day later,
 * shipped two, delivered five; a cancelled order is cancelled a day after it was acknowledged.
 * Times never run backwards and never reach past `now`.
 */
export function demoOrderHistory(o: OrderSeed, createdAt: Date, paidAt: Date | null, now: Date): Array<{ status: OrderStatus; at: Date }> {
  const road: OrderStatus[] =
    o.source === "checkout"
      ? ["payment_pending", "paid", "processing", "shipped", "delivered"]
      : ["draft", "acknowledged", "payment_pending", "paid", "processing", "shipped", "delivered"];
  const steps: OrderStatus[] =
    o.status === "cancelled" ? [...road.slice(0, o.source === "checkout" ? 1 : 2), "cancelled"] : road.slice(0, road.indexOf(o.status) + 1);
  const paid = paidAt ?? new Date(createdAt.getTime() + 24 * HOUR_MS);
  const planned: Record<OrderStatus, Date> = {
    draft: createdAt,
    acknowledged: new Date(createdAt.getTime() + 3 * HOUR_MS),
    payment_pending: o.source === "checkout" ? createdAt : new Date(createdAt.getTime() + 5 * HOUR_MS),
    paid,
    processing: new Date(paid.getTime() + 24 * HOUR_MS),
    confirmed: new Date(createdAt.getTime() + 2 * HOUR_MS),
    shipped: new Date(paid.getTime() + 2 * 24 * HOUR_MS),
    delivered: new Date(paid.getTime() + 5 * 24 * HOUR_MS),
    cancelled: new Date(createdAt.getTime() + 27 * HOUR_MS),
  };
  const history: Array<{ status: OrderStatus; at: Date }> = [];
  for (const [i, status] of steps.entries()) {
    const latest = now.getTime() - (steps.length - i) * 60_000; // leaves a minute for each later step
    const earliest = (history.at(-1)?.at.getTime() ?? -Infinity) + 60_000;
    history.push({ status, at: new Date(Math.max(earliest, Math.min(planned[status].getTime(), latest))) });
  }
  return history;
}

async function seedCatalogue(tx: MoneyTransaction, now: Date) {
  const colorIds = new Map<string, string>();
  for (const c of COLORS) {
    const row = await tx.color.create({ data: { name: c.name, hex: c.hex } });
    colorIds.set(c.name, row.id);
  }
  const random = seededRandom(925);
  const products = new Map<string, { id: string; name: string; sellingPricePaise: number }>();
  let images = 0;
  // The size sets (issue 42), then each sized piece's sizes right after the piece.
  const sizeIds = new Map<string, string>();
  for (const set of SIZE_SETS) {
    const row = await tx.sizeSet.create({
      data: { name: set.name, kind: set.kind, sizes: { create: set.sizes.map((size, position) => ({ ...size, position })) } },
      select: { id: true, sizes: { select: { id: true, label: true } } },
    });
    sizeIds.set(set.name, row.id);
    for (const size of row.sizes) sizeIds.set(`${set.name}/${size.label}`, size.id);
  }
  for (const [sortOrder, category] of CATEGORIES.entries()) {
    const cat = await tx.category.create({
      data: {
        name: category.name,
        slug: category.slug,
        description: category.description,
        imageUrl: demoUrl({ kind: "category", slug: category.slug }),
        sortOrder,
        createdAt: daysAgo(now, 130),
      },
    });
    for (const [i, p] of PRODUCTS[category.slug].entries()) {
      const listed = rupeesToPaise(p.price);
      // A shop prices in whole rupees after the discount; catch a data slip here, not on a card.
      if (sellingPricePaise(listed, p.discount) % 100 !== 0) throw new Error(`${p.code}: ₹${p.price} less ${p.discount}% is not whole rupees`);
      // Every second piece follows the silver rate (its price within a paisa of the listed one).
      const byWeight = isSeededByWeight(i) ? byWeightTerms(listed, p.weight) : null;
      const pricePaise = byWeight?.pricePaise ?? listed;
      // By weight, the shop's default rounding to the rupee (issue 40) applies to the discount too.
      const selling = byWeight ? sellingPriceByWeight(pricePaise, p.discount, true) : sellingPricePaise(pricePaise, p.discount);
      // New arrivals are recent; the rest spread over the last four months.
      const age = p.flags.includes("N") ? random.int(1, 28) : random.int(30, 120);
      const pictures = productImages(p, category.kind, sortOrder * 8 + i);
      images += pictures.length;
      const row = await tx.product.create({
        data: {
          code: p.code,
          slug: slugify(p.name),
          name: p.name,
          description: p.description,
          pricePaise,
          discountPercent: p.discount,
          sellingPricePaise: selling,
          stock: p.stock,
          weightGrams: p.weight,
          ...byWeight?.fields,
          newArrival: p.flags.includes("N"),
          trendingProd: p.flags.includes("T"),
          bestSeller: p.flags.includes("B"),
          active: p.active ?? true,
          categoryId: cat.id,
          createdAt: daysAgo(now, age, random.int(0, 23)),
          images: { create: pictures },
          colors: { create: p.colors.map((name) => ({ colorId: colorIds.get(name)! })) },
        },
      });
      const sized = SIZED_PIECES[p.code];
      if (sized) {
        const stocks = spreadStock(p.stock, sized.labels.length);
        await tx.product.update({ where: { id: row.id }, data: { sizeSetId: sizeIds.get(sized.set)! } });
        await tx.productSize.createMany({
          data: sized.labels.map((label, index) => {
            const netWeightMg = byWeight ? sizeWeightMg(byWeight.fields.netWeightMg, index, sized.weightStep) : null;
            const sizePrice = byWeight && netWeightMg ? sizeByWeightPrice(byWeight.fields, netWeightMg) : pricePaise;
            return {
              productId: row.id,
              sizeId: sizeIds.get(`${sized.set}/${label}`)!,
              stock: stocks[index]!,
              sku: `${p.code}-${label.replace(/[^0-9A-Za-z]+/g, "")}`.toUpperCase(),
              netWeightMg,
              pricePaise: sizePrice,
              sellingPricePaise: byWeight ? sellingPriceByWeight(sizePrice, p.discount, true) : selling,
            };
          }),
        });
      }
      products.set(p.code, { id: row.id, name: p.name, sellingPricePaise: selling });
    }
  }
  for (const rate of SEED_RATES) {
    await tx.silverRate.create({ data: { paisePerGram: rate.paisePerGram, setAt: daysAgo(now, rate.daysAgo, 10), setBy: "demo data" } });
  }
  return { colorIds, products, images };
}

/** The demo seller's details: invoices, e-mails and the grievance officer (India's e-commerce rules). */
export const DEMO_SELLER = {
  legalName: "Silver Aura Jewellers",
  address: SHOP.address,
  state: "Rajasthan",
  // The shape of a Rajasthan GSTIN; not a real one (the back office warns while it is the shop's).
  gstin: DEMO_GSTIN,
  gstRateBps: 300,
  businessHours: SHOP.contactHours.join(", "),
  grievanceOfficerName: "Anjali Mehta",
  grievanceOfficerContact: `grievance@example.com, ${SHOP.phone}`,
} as const;

/**
 * The settings row: created with the shop's contact and the demo seller; an existing row keeps
 * what the owner set, and only contact and seller fields still empty are filled in.
 */
async function seedSiteSettings(tx: MoneyTransaction) {
  const existing = await tx.siteSettings.findUnique({ where: { id: 1 } });
  if (!existing) {
    await tx.siteSettings.create({ data: { id: 1, maintenance: false, contactEmail: SHOP.email, contactPhone: SHOP.phone, ...DEMO_SELLER } });
    return;
  }
  const { gstRateBps: _rate, ...seller } = DEMO_SELLER;
  const texts = { contactEmail: SHOP.email, contactPhone: SHOP.phone, ...seller };
  const missing = Object.fromEntries(Object.entries(texts).filter(([field]) => !existing[field as keyof typeof texts]?.trim()));
  if (Object.keys(missing).length > 0) await tx.siteSettings.update({ where: { id: 1 }, data: missing });
}

export async function seedDemo(prisma: MoneyClient, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const admin = options.admin === undefined ? adminFromEnv() : options.admin;
  const log = options.log ?? (() => {});
  const empty: SeedDemoResult = {
    skipped: true,
    categories: 0,
    colors: 0,
    products: 0,
    images: 0,
    blogPosts: 0,
    customers: 0,
    inquiries: 0,
    contactMessages: 0,
    orders: 0,
    admin: admin ? { email: admin.email } : null,
  };
  if (!options.force && (await prisma.category.count()) > 0) return empty;

  // Hashing is deliberately slow; do it before the transaction so the transaction stays short.
  const [adminHashes, customerHashes] = await Promise.all([
    admin ? Promise.all([hashSecret(admin.password), hashSecret(admin.resetSecret)]) : null,
    Promise.all(CUSTOMERS.map(() => hashSecret(CUSTOMER_DEMO_PASSWORD))),
  ]);

  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      if (options.force) {
        await wipeSeededData(tx);
        log("wiped catalogue, content and orders");
      } else if ((await tx.category.count()) > 0) {
        return empty; // another process seeded while we were hashing
      }

      const { colorIds, products, images } = await seedCatalogue(tx, now);
      log(`catalogue: ${CATEGORIES.length} categories, ${products.size} products, ${images} images`);

      for (const post of BLOG_POSTS) {
        const published = post.publishedDaysAgo !== null;
        await tx.blogPost.create({
          data: {
            slug: post.slug,
            title: post.title,
            author: post.author,
            tags: post.tags,
            coverUrl: demoUrl({ kind: "blog", index: post.cover }),
            excerpt: post.excerpt,
            contentHtml: post.contentHtml,
            status: published ? "published" : "draft",
            publishedAt: published ? daysAgo(now, post.publishedDaysAgo!, 3) : null,
            createdAt: daysAgo(now, (post.publishedDaysAgo ?? 0) + 2),
          },
        });
      }

      const customerIds: string[] = [];
      for (const [i, c] of CUSTOMERS.entries()) {
        const data = { name: c.name, phone: c.phone, passwordHash: customerHashes[i]!, active: true };
        const row = await tx.customer.upsert({
          where: { email: c.email },
          create: { ...data, email: c.email, createdAt: daysAgo(now, c.createdDaysAgo) },
          update: data,
          select: { id: true },
        });
        customerIds.push(row.id);
      }

      if (admin && adminHashes) {
        const [passwordHash, resetSecretHash] = adminHashes;
        await tx.admin.upsert({
          where: { email: admin.email },
          create: { name: admin.name, email: admin.email, passwordHash, resetSecretHash },
          update: { passwordHash, resetSecretHash },
        });
      }

      for (const q of INQUIRIES) {
        const matched = q.productCodes.map((code) => products.get(code)?.id).filter((id): id is string => Boolean(id));
        await tx.inquiry.create({
          data: {
            customerId: q.customer === null ? null : customerIds[q.customer]!,
            name: q.name,
            email: q.email,
            phone: q.phone,
            message: q.message,
            productCodes: q.productCodes,
            read: q.read,
            createdAt: daysAgo(now, q.daysAgo, 2),
            products: { create: matched.map((productId) => ({ productId })) },
          },
        });
      }

      for (const m of CONTACT_MESSAGES) {
        const at = daysAgo(now, m.daysAgo, 5);
        await tx.contactMessage.create({
          data: { name: m.name, email: m.email, phone: m.phone, message: m.message, read: m.read, consentAt: at, createdAt: at },
        });
      }

      const paidOrders: Array<{ id: string; state: string; paidAt: Date }> = [];
      const years = new Set<number>();
      let highestNumber = 0;
      for (const o of ORDERS) {
        const createdAt = daysAgo(now, o.daysAgo, 4);
        const who = o.customer === null ? o.guest! : CUSTOMERS[o.customer]!;
        const lines = o.lines.map((l) => {
          const product = products.get(l.code);
          if (!product) throw new Error(`order ${o.number}: unknown product ${l.code}`);
          if (l.color && !colorIds.has(l.color)) throw new Error(`order ${o.number}: unknown colour ${l.color}`);
          return {
            productId: product.id,
            productName: product.name,
            productCode: l.code,
            colorName: l.color ?? null,
            quantity: l.qty,
            unitPricePaise: product.sellingPricePaise,
            linePricePaise: product.sellingPricePaise * l.qty,
          };
        });
        const totalPaise = lines.reduce((sum, l) => sum + l.linePricePaise, 0);
        const number = orderNumber(indiaYear(createdAt), o.number);
        const paidAt = o.paidDaysAgo === undefined ? null : daysAgo(now, o.paidDaysAgo, 1);
        const history = demoOrderHistory(o, createdAt, paidAt, now);
        const order = await tx.order.create({
          data: {
            orderNumber: number,
            status: o.status,
            source: o.source,
            customerId: o.customer === null ? null : customerIds[o.customer]!,
            customerName: who.name,
            customerEmail: who.email,
            customerPhone: who.phone,
            shipStreet: o.address.street,
            shipLine2: o.address.line2 ?? null,
            shipCity: o.address.city,
            shipState: o.address.state,
            shipPincode: o.address.pincode,
            totalPaise,
            paymentMethod: o.paymentMethod ?? null,
            // Payment links are placeholders: the demo never talks to a real payment provider.
            paymentLink: o.status === "payment_pending" ? `https://pay.example.com/demo/${number}` : null,
            customerNotes: o.customerNotes ?? null,
            adminNotes: o.adminNotes ?? null,
            courierName: o.courier?.name ?? null,
            trackingNumber: o.courier?.trackingNumber ?? null,
            paidAt,
            deliveredAt: history.find((step) => step.status === "delivered")?.at ?? null,
            createdAt,
            updatedAt: history.at(-1)!.at,
            lines: { create: lines },
            events: { create: history.map((step, i) => ({ status: step.status, actor: i === 0 ? (o.customer === null ? "visitor" : "customer") : step.status === "paid" ? "gateway" : "admin:demo", createdAt: step.at })) },
            payments:
              o.paymentMethod === "razorpay"
                ? {
                    create: {
                      razorpayOrderId: `order_DEMO${String(o.number).padStart(10, "0")}`,
                      razorpayPaymentId: `pay_DEMO${String(o.number).padStart(10, "0")}`,
                      amountPaise: totalPaise,
                      status: "paid",
                      createdAt,
                    },
                  }
                : undefined,
          },
          select: { id: true },
        });
        if (paidAt) paidOrders.push({ id: order.id, state: o.address.state, paidAt });
        highestNumber = Math.max(highestNumber, o.number);
        years.add(indiaYear(createdAt));
      }

      // New orders take the next number of their year's Counter (createOrder): start it past every
      // demo number, this year's included, so a new order never collides with a demo one.
      years.add(indiaYear(now));
      for (const year of years) {
        await tx.$executeRaw`
          INSERT INTO "Counter" ("key", "value") VALUES (${orderCounterKey(year)}, ${highestNumber})
          ON CONFLICT ("key") DO UPDATE SET "value" = GREATEST("Counter"."value", EXCLUDED."value")`;
      }

      // Three months of history for the reports (issue 45); its invoices are issued with the demo's below.
      const history = await seedHistoryOrders(tx, { now, customerIds });
      paidOrders.push(...history.invoices);
      log(`history: ${history.orders} orders over three months`);

      const reviews = await seedDemoReviews(tx, now);
      if (reviews > 0) log(`reviews: ${reviews} published`);
      await seedSiteSettings(tx);
      const delivery = await seedDelivery(tx);
      if (delivery.zones > 0) log(`delivery: ${delivery.zones} zones, ${delivery.pins} PIN rules`);
      const offers = await seedDemoOffers(tx, now);
      if (offers > 0) log(`offers: ${offers} (a festive offer and the code DIWALI500)`);

      // The paid demo orders' GST invoices, issued the way a payment issues them (consecutive
      // numbers per financial year, the seller's details as set above), oldest payment first.
      const { issueInvoice } = await importServerModule(() => import("@/server/invoices/issue-invoice"));
      for (const paid of paidOrders.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())) {
        await issueInvoice(tx, { orderId: paid.id, buyerState: paid.state, now: paid.paidAt });
      }
      const after = await seedHistoryAfterInvoices(tx, { now, customerIds });
      log(`history: ${after.returns} refunded returns, ${after.alerts} waiting stock alerts, ${after.carts} carts left`);

      return {
        skipped: false,
        categories: CATEGORIES.length,
        colors: COLORS.length,
        products: products.size,
        images,
        blogPosts: BLOG_POSTS.length,
        customers: CUSTOMERS.length,
        inquiries: INQUIRIES.length,
        contactMessages: CONTACT_MESSAGES.length,
        orders: ORDERS.length,
        admin: admin ? { email: admin.email } : null,
      };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

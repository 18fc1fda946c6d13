// Test data builders. Tests share one database per run and never assume it is empty, so every
// builder makes unique codes, slugs and names; assert on your own rows (filter by your category).
import { randomUUID } from "node:crypto";
import type { BlogStatus } from "@/generated/prisma/client";
import { sellingPricePaise } from "@/lib/format";
import { db } from "@/server/db";

/** A short unique suffix, lower-case letters and digits (safe in slugs and, upper-cased, in codes). */
export function uniq(): string {
  return randomUUID().replace(/-/g, "").slice(0, 10);
}

export interface CategoryInput {
  name?: string;
  slug?: string;
  description?: string;
  imageUrl?: string | null;
  active?: boolean;
  sortOrder?: number;
}

export async function createCategory(input: CategoryInput = {}) {
  const id = uniq();
  return db.category.create({
    data: {
      name: input.name ?? `Test Category ${id}`,
      slug: input.slug ?? `test-category-${id}`,
      description: input.description ?? "Made by a test.",
      imageUrl: input.imageUrl ?? null,
      active: input.active ?? true,
      sortOrder: input.sortOrder ?? 0,
    },
  });
}

/** A colour with a unique name (names are unique; the real three are Silver, Rose Gold, Gold). */
export async function createColor(input: { name?: string; hex?: string; active?: boolean } = {}) {
  return db.color.create({
    data: { name: input.name ?? `Test Colour ${uniq()}`, hex: input.hex ?? "#c0c0c0", active: input.active ?? true },
  });
}

/** One of the shop's real colours, created if missing and left as it is otherwise. */
export async function ensureColor(name: "Silver" | "Rose Gold" | "Gold") {
  const hex = { Silver: "#c0c0c0", "Rose Gold": "#b76e79", Gold: "#d4af37" }[name];
  return db.color.upsert({ where: { name }, create: { name, hex }, update: {} });
}

export interface ProductInput {
  categoryId: string;
  name?: string;
  code?: string;
  slug?: string;
  description?: string;
  /** Rupees (whole or with paise), like the admin form. */
  price?: number;
  discountPercent?: number;
  stock?: number;
  weightGrams?: number;
  active?: boolean;
  newArrival?: boolean;
  trendingProd?: boolean;
  bestSeller?: boolean;
  videoUrl?: string | null;
  createdAt?: Date;
  /** Image URLs in display order. */
  images?: string[];
  colorIds?: string[];
}

export async function createProduct(input: ProductInput) {
  const id = uniq();
  const pricePaise = Math.round((input.price ?? 1999) * 100);
  const discount = input.discountPercent ?? 0;
  return db.product.create({
    data: {
      categoryId: input.categoryId,
      name: input.name ?? `Test Ring ${id}`,
      code: input.code ?? `T${id.toUpperCase()}`,
      slug: input.slug ?? `test-ring-${id}`,
      description: input.description ?? "A test product.",
      pricePaise,
      discountPercent: discount,
      sellingPricePaise: sellingPricePaise(pricePaise, discount),
      stock: input.stock ?? 5,
      weightGrams: input.weightGrams ?? 4.5,
      active: input.active ?? true,
      newArrival: input.newArrival ?? false,
      trendingProd: input.trendingProd ?? false,
      bestSeller: input.bestSeller ?? false,
      videoUrl: input.videoUrl ?? null,
      ...(input.createdAt && { createdAt: input.createdAt }),
      images: { create: (input.images ?? []).map((url, position) => ({ url, position, alt: "" })) },
      colors: { create: (input.colorIds ?? []).map((colorId) => ({ colorId })) },
    },
  });
}

export interface BlogPostInput {
  title?: string;
  slug?: string;
  author?: string;
  tags?: string[];
  coverUrl?: string | null;
  excerpt?: string;
  contentHtml?: string;
  status?: BlogStatus;
  publishedAt?: Date | null;
}

export async function createBlogPost(input: BlogPostInput = {}) {
  const id = uniq();
  const status = input.status ?? "published";
  return db.blogPost.create({
    data: {
      title: input.title ?? `Test Post ${id}`,
      slug: input.slug ?? `test-post-${id}`,
      author: input.author ?? "Admin",
      tags: input.tags ?? [],
      coverUrl: input.coverUrl ?? null,
      excerpt: input.excerpt ?? "A test excerpt.",
      contentHtml: input.contentHtml ?? "<p>Hello</p>",
      status,
      publishedAt: input.publishedAt !== undefined ? input.publishedAt : status === "published" ? new Date() : null,
    },
  });
}

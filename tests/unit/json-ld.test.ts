import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd, serializeJsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/env";
import { SHOP } from "@/lib/constants";
import type { Product } from "@/lib/types/catalogue";
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  postalAddress,
  productJsonLd,
  rupeesDecimal,
  webSiteJsonLd,
} from "@/server/seo/json-ld";
import { jewelryStoreJsonLd, openingHoursJsonLd } from "@/server/seo/json-ld";

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: "cm0ring001",
    name: "Classic Solitaire CZ Ring",
    slug: "classic-solitaire-cz-ring",
    code: "LR-5001",
    description: "A brilliant round cubic zirconia.",
    pricePaise: 166600,
    discountPercent: 10,
    sellingPricePaise: 149900,
    stock: 4,
    weightGrams: 3.1,
    active: true,
    inStock: true,
    images: ["/media/demo/product/ring-1.webp", "https://abc123.ufs.sh/f/ring-2.webp"],
    videoUrl: null,
    newArrival: false,
    trendingProd: true,
    bestSeller: true,
    category: { id: "cat1", name: "Ladies Rings", slug: "ladies-rings", description: "" },
    colors: [{ id: "c1", name: "Silver", hex: "#c0c0c0" }],
    sizeSet: null,
    sizes: [],
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-02T00:00:00.000Z",
    ...overrides,
  };
}

/** The JSON inside the first ld+json script of some markup. */
function scriptJson(html: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error(`no JSON-LD script in ${html}`);
  return JSON.parse(match[1]);
}

describe("serializeJsonLd / <JsonLd>", () => {
  const hostile = { "@context": "https://schema.org", "@type": "Thing", name: 'Ring </script><script>alert(1)</script> <!-- & "q"', note: "a\u2028b\u2029c" } as const;

  it("cannot end the script element or open a comment, and parses back to the same data", () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(text).toContain("\\u0026");
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("renders one application/ld+json script whose whole content is the escaped JSON", () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(scriptJson(html)).toEqual(hostile);
  });

  it("renders a list of objects as a JSON array", () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: [organizationJsonLd({ phone: "+91 98290 12345", email: "care@shop.example" }), webSiteJsonLd()] }));
    const parsed = scriptJson(html) as Array<{ "@type": string }>;
    expect(parsed.map((item) => item["@type"])).toEqual(["Organization", "WebSite"]);
  });
});

describe("rupeesDecimal", () => {
  it("writes paise as rupees with exactly two decimals", () => {
    expect(rupeesDecimal(149900)).toBe("1499.00");
    expect(rupeesDecimal(249950)).toBe("2499.50");
    expect(rupeesDecimal(5)).toBe("0.05");
    expect(rupeesDecimal(0)).toBe("0.00");
    expect(rupeesDecimal(1234567899)).toBe("12345678.99");
  });
});

describe("productJsonLd", () => {
  it("has one Offer in INR at the selling price, new condition, in stock, at the product's absolute URL", () => {
    const ld = productJsonLd(product()) as unknown as Record<string, unknown> & { offers: Record<string, unknown> };
    const url = absoluteUrl("/prod-detail/cm0ring001");
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Product");
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: "1499.00",
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url,
    });
    expect(ld).toMatchObject({
      name: "Classic Solitaire CZ Ring",
      sku: "LR-5001",
      url,
      brand: { "@type": "Brand", name: SHOP.name },
      category: "Ladies Rings",
      material: "925 Sterling Silver",
      weight: { "@type": "QuantitativeValue", value: 3.1, unitCode: "GRM" },
    });
  });

  it("makes every picture URL absolute and keeps remote ones as they are", () => {
    const ld = productJsonLd(product()) as unknown as { image: string[] };
    expect(ld.image).toEqual([absoluteUrl("/media/demo/product/ring-1.webp"), "https://abc123.ufs.sh/f/ring-2.webp"]);
    for (const url of ld.image) expect(url).toMatch(/^https?:\/\//);
  });

  it("is OutOfStock when the product cannot be bought (no stock, or switched off)", () => {
    const sold = productJsonLd(product({ stock: 0, inStock: false })) as unknown as { offers: { availability: string } };
    expect(sold.offers.availability).toBe("https://schema.org/OutOfStock");
    const off = productJsonLd(product({ active: false, inStock: false })) as unknown as { offers: { availability: string } };
    expect(off.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("leaves out the weight when none is recorded, and the image when there is none", () => {
    const ld = productJsonLd(product({ weightGrams: 0, images: [] })) as unknown as Record<string, unknown>;
    expect(ld).not.toHaveProperty("weight");
    expect(ld).not.toHaveProperty("image");
  });
});

describe("breadcrumbJsonLd and itemListJsonLd", () => {
  it("numbers the crumbs from 1 with absolute URLs", () => {
    const ld = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Products", path: "/shop/product" },
      { name: "Ladies Rings", path: "/shop/product/ladies-rings" },
    ]) as unknown as { itemListElement: Array<{ position: number; name: string; item: string }> };
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: "Products", item: absoluteUrl("/shop/product") },
      { "@type": "ListItem", position: 3, name: "Ladies Rings", item: absoluteUrl("/shop/product/ladies-rings") },
    ]);
  });

  it("lists products with their absolute detail URLs, numbered from the start position", () => {
    const ld = itemListJsonLd([{ id: "a1", name: "Ring A" }, { id: "b2", name: "Ring B" }], 21) as unknown as {
      itemListElement: Array<{ position: number; url: string; name: string }>;
    };
    expect(ld.itemListElement.map((item) => [item.position, item.name, item.url])).toEqual([
      [21, "Ring A", absoluteUrl("/prod-detail/a1")],
      [22, "Ring B", absoluteUrl("/prod-detail/b2")],
    ]);
  });
});

describe("organizationJsonLd and webSiteJsonLd", () => {
  it("gives the website a search action whose template keeps the {search_term_string} placeholder", () => {
    const ld = webSiteJsonLd() as unknown as { url: string; potentialAction: { target: { urlTemplate: string }; "query-input": string } };
    expect(ld.url).toBe(absoluteUrl("/"));
    expect(ld.potentialAction.target.urlTemplate).toBe(`${absoluteUrl("/shop/search")}?q={search_term_string}`);
    expect(ld.potentialAction["query-input"]).toBe("required name=search_term_string");
  });

  it("describes the shop with its address in parts, and the contact the owner set", () => {
    const ld = organizationJsonLd({ phone: "+91 98290 12345", email: "care@shop.example" }) as unknown as Record<string, unknown>;
    expect(ld).toMatchObject({ "@type": "Organization", name: SHOP.name, url: absoluteUrl("/"), telephone: "+91 98290 12345", email: "care@shop.example" });
    expect(postalAddress("12 MG Road, Jaipur, Rajasthan 302001, India")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "12 MG Road",
      addressLocality: "Jaipur",
      addressRegion: "Rajasthan",
      postalCode: "302001",
      addressCountry: "IN",
    });
    expect(postalAddress("Somewhere else")).toMatchObject({ streetAddress: "Somewhere else" });
  });
});

describe("faqPageJsonLd", () => {
  it("lists each question with its answer's paragraphs as text, at the page's absolute URL", () => {
    const ld = faqPageJsonLd("/shop/faq", [
      { question: "Is it 925 silver?", answer: ["Yes.", "Every piece is hallmarked."] },
      { question: "Free shipping?", answer: ["Above ₹5,000 in India."] },
    ]) as unknown as Record<string, unknown> & { mainEntity: unknown[] };
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage", url: absoluteUrl("/shop/faq") });
    expect(ld.mainEntity).toEqual([
      { "@type": "Question", name: "Is it 925 silver?", acceptedAnswer: { "@type": "Answer", text: "Yes.\n\nEvery piece is hallmarked." } },
      { "@type": "Question", name: "Free shipping?", acceptedAnswer: { "@type": "Answer", text: "Above ₹5,000 in India." } },
    ]);
  });
});

describe("openingHoursJsonLd", () => {
  it("reads the shop's hours: day ranges, single days, 12-hour times", () => {
    expect(openingHoursJsonLd(SHOP.contactHours)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "10:00", closes: "19:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "12:00", closes: "17:00" },
    ]);
    expect(openingHoursJsonLd(SHOP.storeHours).map((spec) => [spec.dayOfWeek, spec.opens, spec.closes])).toEqual([
      [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], "11:00", "19:00"],
      [["Sunday"], "11:00", "17:00"],
    ]);
    expect(openingHoursJsonLd(["Monday – Tuesday 9:30am – 12am"])[0]).toMatchObject({ opens: "09:30", closes: "00:00" });
  });

  it("throws on a line it cannot read instead of publishing wrong hours", () => {
    for (const line of ["Mon-Fri 10am-7pm", "Friday-Monday 10am-7pm", "Monday 10-7", "Monday"]) {
      expect(() => openingHoursJsonLd([line]), line).toThrow(/Opening hours/);
    }
  });
});

describe("jewelryStoreJsonLd", () => {
  it("describes the store: address in parts, position, hours, phone, e-mail, absolute URLs", () => {
    const ld = jewelryStoreJsonLd({ telephone: "+91 98765 43210", email: "hello@shop.example", hours: SHOP.contactHours }) as unknown as Record<string, unknown>;
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JewelryStore",
      "@id": `${absoluteUrl("/")}#store`,
      name: SHOP.name,
      url: absoluteUrl("/"),
      telephone: "+91 98765 43210",
      email: "hello@shop.example",
      address: { "@type": "PostalAddress", streetAddress: "12 MG Road", addressLocality: "Jaipur", postalCode: "302001", addressCountry: "IN" },
      geo: { "@type": "GeoCoordinates", latitude: SHOP.geo.latitude, longitude: SHOP.geo.longitude },
      parentOrganization: { "@id": `${absoluteUrl("/")}#organization` },
    });
    expect(ld.image).toBe(absoluteUrl("/media/demo/hero/1.webp"));
    expect(ld.hasMap).toBe(`https://www.google.com/maps/search/?api=1&query=${SHOP.geo.latitude}%2C${SHOP.geo.longitude}`);
    expect(ld.openingHoursSpecification).toEqual(openingHoursJsonLd(SHOP.contactHours));
    // The JSON-LD script cannot be broken out of, whatever the settings hold.
    const html = renderToStaticMarkup(createElement(JsonLd, { data: jewelryStoreJsonLd({ telephone: "</script>", email: "a@b.c", hours: [] }) }));
    expect(html).not.toContain("</script><");
  });
});

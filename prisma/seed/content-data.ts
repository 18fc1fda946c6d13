// Demo content and people: blog posts, customers, inquiries, contact messages and orders.
// Dates are given as "days ago" so the demo always looks recent, whenever it is seeded.
import type { OrderStatus, PaymentMethod } from "@/generated/prisma/client";

export const CUSTOMER_DEMO_PASSWORD = "Customer-925!";

export interface BlogSeed {
  slug: string;
  title: string;
  author: string;
  tags: string[];
  cover: number;
  excerpt: string;
  contentHtml: string;
  /** null = draft. */
  publishedDaysAgo: number | null;
}

export const BLOG_POSTS: BlogSeed[] = [
  {
    slug: "how-to-care-for-925-sterling-silver",
    title: "How to Care for Your 925 Sterling Silver Jewellery",
    author: "Ananya Mehra",
    tags: ["silver care", "tips", "tarnish"],
    cover: 1,
    excerpt: "Silver darkens when it meets air and moisture. A few simple habits keep your pieces bright for years.",
    publishedDaysAgo: 52,
    contentHtml: `<p>Sterling silver is 92.5% pure silver alloyed with copper for strength. That copper is also why silver <em>tarnishes</em>: sulphur in the air slowly forms a dark film on the surface. The good news is that tarnish sits only on the surface and comes off easily.</p>
<h2>Everyday habits</h2>
<ul>
<li>Put your jewellery on <strong>last</strong>, after perfume, hairspray and lotion.</li>
<li>Take it off before swimming, bathing or cleaning with household chemicals.</li>
<li>Wipe each piece with a soft cotton cloth before you put it away.</li>
</ul>
<h2>Storing silver</h2>
<p>Keep each piece in its own zip pouch or a lined box, away from humidity. A small packet of silica gel or a piece of chalk in the box absorbs moisture during the monsoon.</p>
<h2>Cleaning at home</h2>
<h3>Light tarnish</h3>
<p>Use a silver polishing cloth and rub gently in straight lines, not circles.</p>
<h3>Heavier tarnish</h3>
<p>Wash in lukewarm water with a drop of mild dish soap, rinse and dry completely. Avoid toothpaste and baking soda on pieces with stones: they scratch and can loosen settings.</p>
<p><em>Oxidised</em> designs are darkened on purpose, so clean them with a dry cloth only.</p>`,
  },
  {
    slug: "what-the-925-hallmark-means",
    title: "What the 925 Hallmark Means and How to Check It",
    author: "Rohan Kapoor",
    tags: ["hallmarking", "925 silver", "buying guide"],
    cover: 2,
    excerpt: "925 is a promise of purity. Here is what the stamp tells you and what to look for before you buy.",
    publishedDaysAgo: 38,
    contentHtml: `<p>The number <strong>925</strong> stamped inside a ring or on a clasp means the metal is 925 parts per thousand silver, that is 92.5%. The remaining 7.5% is usually copper, which makes the metal hard enough to hold stones and keep its shape.</p>
<h2>Where to find the mark</h2>
<p>Look inside ring bands, on the clasp or tag of a chain, on the back of pendants and on earring posts. The mark is tiny, so a magnifying glass helps.</p>
<h2>Hallmarks in India</h2>
<p>The Bureau of Indian Standards (BIS) runs a hallmarking scheme for silver articles. A BIS hallmark typically shows the BIS logo and the purity grade, such as 925, applied at an approved assaying and hallmarking centre. Ask your jeweller whether a piece is hallmarked and keep the invoice, which should state the purity.</p>
<h2>Quick checks at home</h2>
<ul>
<li>Real silver is <em>not magnetic</em>; if a strong magnet grabs the piece, be suspicious.</li>
<li>Rub gently with a white cloth: genuine silver often leaves a faint grey mark as tarnish comes off.</li>
<li>Plated base metal may show a different colour where the plating has worn, often at edges and clasps.</li>
</ul>
<p>Every piece we sell is 925 sterling silver and stamped accordingly.</p>`,
  },
  {
    slug: "gifting-silver-for-every-occasion",
    title: "Gifting Silver: A Guide for Every Occasion",
    author: "Ananya Mehra",
    tags: ["gifting", "rakhi", "anniversary", "birthday"],
    cover: 3,
    excerpt: "From Raksha Bandhan to anniversaries, silver is a gift that is personal, lasting and kind to the budget.",
    publishedDaysAgo: 24,
    contentHtml: `<p>Silver has been gifted in Indian families for generations, from a baby's first anklets to a bride's toe rings. Today it is the easiest way to give something beautiful that will be worn, not stored away.</p>
<h2>Ideas by occasion</h2>
<ul>
<li><strong>Raksha Bandhan:</strong> a charm bracelet or evil-eye pendant for your sister.</li>
<li><strong>Birthdays:</strong> birthstone-coloured tops or a flower cluster ring.</li>
<li><strong>Anniversaries:</strong> a three-stone ring for past, present and future.</li>
<li><strong>For him:</strong> an onyx signet or a hammered band.</li>
</ul>
<h2>Getting the size right</h2>
<p>Not sure of a ring size? Choose a pendant, studs or an open cuff, which fit everyone. For rings, borrow one your partner already wears and compare the inside diameter.</p>
<h3>A note on presentation</h3>
<p>Every order ships in a gift-ready box with a polishing cloth, so it is ready to hand over.</p>`,
  },
  {
    slug: "layering-necklaces-and-pairing-jhumkas",
    title: "Layering Necklaces and Pairing Jhumkas: Styling Silver Your Way",
    author: "Admin",
    tags: ["styling", "necklaces", "jhumkas", "earrings"],
    cover: 6,
    excerpt: "Two chains, three lengths, one rule: give every piece room to shine. Our stylist's tips for layering and pairing.",
    publishedDaysAgo: 14,
    contentHtml: `<p>Layering is the simplest way to make a few pieces feel like a whole collection.</p>
<h2>Layering necklaces</h2>
<ul>
<li>Start with <strong>different lengths</strong>: a short pendant close to the collarbone and a longer chain about 5 cm lower.</li>
<li>Mix textures: a fine cable chain with a rope or ball chain.</li>
<li>Keep one focal pendant; let the other chains be quiet.</li>
</ul>
<h2>Pairing jhumkas</h2>
<p>Jhumkas are statement earrings, so keep the neckline simple or bare. With a kurta, oxidised jhumkas and a thin chain look effortless; with a saree, bright silver jhumkas and a pendant set feel festive.</p>
<h3>Mixing metals</h3>
<p>Silver, rose gold and gold tones can be worn together. Repeat each tone at least twice in an outfit so the mix looks intentional.</p>`,
  },
  {
    slug: "everyday-sparkle-studs-and-tennis-bracelets",
    title: "Everyday Sparkle: Choosing Studs and Tennis Bracelets",
    author: "Rohan Kapoor",
    tags: ["styling", "tops", "bracelets", "everyday"],
    cover: 5,
    excerpt: "The pieces you wear daily should be comfortable, secure and easy to match. Here is how to choose them.",
    publishedDaysAgo: 6,
    contentHtml: `<p>Daily-wear jewellery has to survive commutes, laptops and sleep. Comfort and security matter as much as looks.</p>
<h2>Choosing tops</h2>
<ul>
<li>Pick <strong>4–6 mm</strong> stones for the office and larger halos for evenings.</li>
<li>Butterfly backs should hold firmly; replace them if they loosen.</li>
<li>Claw settings show more sparkle, bezels are smoother and snag less.</li>
</ul>
<h2>Choosing a tennis bracelet</h2>
<p>Measure your wrist and add about 1.5 cm for a comfortable fit. A box clasp with a safety catch is worth insisting on. Coloured stones alternating with clear CZ are easier to match with outfits than an all-colour line.</p>
<p><em>Tip:</em> take bracelets off before typing for long stretches to avoid scratches on the stones and your laptop.</p>`,
  },
  {
    slug: "finding-your-ring-size-at-home",
    title: "Finding Your Ring Size at Home",
    author: "Rohan Kapoor",
    tags: ["ring size", "buying guide", "rings"],
    cover: 2,
    excerpt: "A ring that fits is a ring that gets worn. Three simple ways to measure your size before you order.",
    publishedDaysAgo: 45,
    contentHtml: `<p>Most returns of rings come down to one thing: the size. Fingers change with the weather and the time of day, so measure twice and you will order once.</p>
<h2>Three ways to measure</h2>
<ol>
<li><strong>Use a ring you already wear.</strong> Measure the inside diameter in millimetres across the widest point and compare it with our size chart.</li>
<li><strong>Wrap a strip of paper.</strong> Wind it snugly around the base of the finger, mark where it overlaps and measure that length: it is the circumference.</li>
<li><strong>Visit the store.</strong> Our ring sizers at MG Road take a minute, and we are happy to help.</li>
</ol>
<h2>Tips for a comfortable fit</h2>
<ul>
<li>Measure in the evening, when fingers are at their largest.</li>
<li>Choose half a size up for <em>wide bands</em> above 6 mm.</li>
<li>If the knuckle is larger than the base of the finger, size for the knuckle.</li>
</ul>
<p>Ready to choose? Browse <a href="/shop/product/ladies-rings">rings for women</a> and <a href="/shop/product/mens-rings">rings for men</a>, or read our <a href="/shop/faq">FAQ</a> on exchanges within 7 days.</p>`,
  },
  {
    slug: "keeping-silver-bright-through-the-monsoon",
    title: "Keeping Silver Bright Through the Monsoon",
    author: "Ananya Mehra",
    tags: ["silver care", "monsoon", "storage"],
    cover: 1,
    excerpt: "Humidity is silver's least favourite season. Small changes to how you store and wear it make a big difference.",
    publishedDaysAgo: 31,
    contentHtml: `<p>Between June and September the air in most Indian cities is heavy with moisture, and moisture speeds up tarnish. Your jewellery does not have to spend the season in a drawer.</p>
<h2>Store it dry</h2>
<ul>
<li>Keep each piece in an <strong>airtight zip pouch</strong>, pressed flat to push out the air.</li>
<li>Add a sachet of silica gel to your jewellery box and dry it in the sun once a month.</li>
<li>Never store silver in the bathroom.</li>
</ul>
<h2>Wear it often</h2>
<p>The gentle friction of everyday wear keeps silver bright. After a rainy commute, pat your pieces dry with a soft cloth before you put them away.</p>
<h3>If tarnish appears</h3>
<p>Light tarnish comes off with a polishing cloth. For everything else, follow our step-by-step guide on <a href="/shop/blog/how-to-care-for-925-sterling-silver">caring for 925 sterling silver</a>.</p>`,
  },
  {
    slug: "oxidised-silver-the-dark-finish-explained",
    title: "Oxidised Silver: The Story Behind the Dark Finish",
    author: "Admin",
    tags: ["oxidised silver", "jhumkas", "craft", "earrings", "styling"],
    cover: 4,
    excerpt: "Why some silver is darkened on purpose, how our artisans do it, and how to keep the contrast looking crisp.",
    publishedDaysAgo: 3,
    contentHtml: `<p>Oxidised jewellery is <em>meant</em> to look antique. The dark recesses and bright raised edges bring out every flower, peacock and bead in a traditional design.</p>
<h2>How the finish is made</h2>
<ol>
<li>The finished piece is dipped in a sulphur solution, which darkens the whole surface.</li>
<li>The artisan polishes the raised areas back to bright silver by hand.</li>
<li>A final wash and dry seal in the contrast.</li>
</ol>
<h2>Caring for oxidised pieces</h2>
<ul>
<li>Clean with a <strong>dry, soft cloth</strong> only: polish and dips remove the dark finish.</li>
<li>Store away from other pieces to avoid scratches on the bright edges.</li>
</ul>
<h3>Wearing it</h3>
<p>Oxidised jhumkas are made for cotton kurtas and handloom sarees. Find them among our <a href="/shop/product/earrings">earrings</a>, and see how to pair them in our <a href="/shop/blog/layering-necklaces-and-pairing-jhumkas">styling guide</a>.</p>`,
  },
  {
    slug: "rose-gold-and-gold-tones-on-sterling-silver",
    title: "Rose Gold and Gold Tones on Sterling Silver",
    author: "Admin",
    tags: ["plating", "rose gold", "gold"],
    cover: 6,
    excerpt: "How our rose gold and gold tones are made, and how to keep them looking new.",
    publishedDaysAgo: null,
    contentHtml: `<h2>Draft</h2>
<p>Our rose gold and gold pieces are 925 sterling silver with a micron plating. <strong>To do:</strong> add care instructions and photos before publishing.</p>`,
  },
];

export interface CustomerSeed {
  name: string;
  email: string;
  phone: string;
  createdDaysAgo: number;
}

// Phone numbers are placeholders in the 90000 range, not real subscribers.
export const CUSTOMERS: CustomerSeed[] = [
  { name: "Priya Sharma", email: "priya.sharma@example.com", phone: "9000000001", createdDaysAgo: 90 },
  { name: "Arjun Nair", email: "arjun.nair@example.com", phone: "9000000002", createdDaysAgo: 61 },
  { name: "Meera Iyer", email: "meera.iyer@example.com", phone: "9000000003", createdDaysAgo: 33 },
  { name: "Kabir Singh", email: "kabir.singh@example.com", phone: "9000000004", createdDaysAgo: 9 },
];

export interface InquirySeed {
  /** Index into CUSTOMERS, or null for a visitor. */
  customer: number | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  productCodes: string[];
  read: boolean;
  daysAgo: number;
}

export const INQUIRIES: InquirySeed[] = [
  { customer: 0, name: "Priya Sharma", email: "priya.sharma@example.com", phone: "9000000001", message: "Is the Lotus Filigree pendant available with a longer 20-inch chain?", productCodes: ["NK-1003"], read: true, daysAgo: 20 },
  { customer: null, name: "Rahul Verma", email: "rahul.verma@example.com", phone: "9000000011", message: "I would like to order 12 pairs of the round solitaire tops as return gifts for a wedding. Do you offer a bulk price?", productCodes: ["TP-4001"], read: true, daysAgo: 12 },
  { customer: 1, name: "Arjun Nair", email: "arjun.nair@example.com", phone: "9000000002", message: "What ring sizes do the onyx signet and the hammered band come in? I need size 22.", productCodes: ["MR-6001", "MR-6005"], read: false, daysAgo: 5 },
  { customer: null, name: "Sneha Kulkarni", email: "sneha.kulkarni@example.com", phone: "9000000012", message: "Can the pink chandbalis be made with green stones instead? Also asking about an older design I saw in your store.", productCodes: ["ER-3004", "ER-9999"], read: false, daysAgo: 2 },
  { customer: 2, name: "Meera Iyer", email: "meera.iyer@example.com", phone: "9000000003", message: "When will the Pavé Band Solitaire Ring be back in stock?", productCodes: ["LR-5004"], read: false, daysAgo: 1 },
];

export const CONTACT_MESSAGES = [
  { name: "Deepa Menon", email: "deepa.menon@example.com", phone: "9000000021", message: "Do you have a physical store in Bengaluru, or only in Jaipur?", read: true, daysAgo: 17 },
  { name: "Vikram Joshi", email: "vikram.joshi@example.com", phone: "9000000022", message: "My kada has a small dent after six months. Do you offer repairs or polishing?", read: false, daysAgo: 4 },
  { name: "Farah Khan", email: "farah.khan@example.com", phone: "9000000023", message: "Hello, I would like to know if you ship to Dubai and what the delivery time is.", read: false, daysAgo: 1 },
];

export interface OrderSeed {
  number: number;
  status: OrderStatus;
  source: "request" | "checkout";
  /** Index into CUSTOMERS, or null for a guest. */
  customer: number | null;
  guest?: { name: string; email: string; phone: string };
  address: { street: string; line2?: string; city: string; state: string; pincode: string };
  lines: Array<{ code: string; qty: number; color?: string }>;
  paymentMethod?: PaymentMethod;
  customerNotes?: string;
  adminNotes?: string;
  daysAgo: number;
  paidDaysAgo?: number;
  /** Shipped and delivered orders: who carries it, and its tracking number (shown on the tracking page). */
  courier?: { name: string; trackingNumber: string };
}

export const ORDERS: OrderSeed[] = [
  { number: 101, status: "delivered", source: "request", customer: 0, address: { street: "14 Lake View Road", city: "Pune", state: "Maharashtra", pincode: "411001" }, lines: [{ code: "NK-1001", qty: 1, color: "Silver" }, { code: "TP-4001", qty: 2, color: "Silver" }], paymentMethod: "phonepe", daysAgo: 48, paidDaysAgo: 47, courier: { name: "Delhivery", trackingNumber: "DL4810100101IN" } },
  { number: 102, status: "shipped", source: "request", customer: 1, address: { street: "22 Marine Drive", line2: "Flat 5B", city: "Kochi", state: "Kerala", pincode: "682031" }, lines: [{ code: "MR-6001", qty: 1, color: "Silver" }], paymentMethod: "paytm", daysAgo: 9, paidDaysAgo: 8, adminNotes: "Shipped with Blue Dart.", courier: { name: "Blue Dart", trackingNumber: "BD90210010200" } },
  { number: 103, status: "processing", source: "request", customer: 2, address: { street: "7 Cathedral Road", city: "Chennai", state: "Tamil Nadu", pincode: "600086" }, lines: [{ code: "ER-3002", qty: 1, color: "Silver" }, { code: "BR-2003", qty: 1, color: "Silver" }], paymentMethod: "phonepe", daysAgo: 6, paidDaysAgo: 5, customerNotes: "Gift wrap please." },
  { number: 104, status: "paid", source: "checkout", customer: 3, address: { street: "3 Sector 17 Market", city: "Chandigarh", state: "Chandigarh", pincode: "160017" }, lines: [{ code: "BR-2001", qty: 1, color: "Silver" }, { code: "LR-5001", qty: 1, color: "Rose Gold" }], paymentMethod: "razorpay", daysAgo: 3, paidDaysAgo: 3 },
  { number: 105, status: "payment_pending", source: "request", customer: null, guest: { name: "Rahul Verma", email: "rahul.verma@example.com", phone: "9000000011" }, address: { street: "56 Civil Lines", city: "Lucknow", state: "Uttar Pradesh", pincode: "226001" }, lines: [{ code: "TP-4001", qty: 5, color: "Silver" }], paymentMethod: "phonepe", daysAgo: 2 },
  { number: 106, status: "acknowledged", source: "request", customer: 0, address: { street: "14 Lake View Road", city: "Pune", state: "Maharashtra", pincode: "411001" }, lines: [{ code: "NK-1006", qty: 1, color: "Silver" }, { code: "ER-3008", qty: 1, color: "Silver" }], daysAgo: 1 },
  { number: 107, status: "draft", source: "request", customer: null, guest: { name: "Sneha Kulkarni", email: "sneha.kulkarni@example.com", phone: "9000000012" }, address: { street: "9 FC Road", city: "Pune", state: "Maharashtra", pincode: "411004" }, lines: [{ code: "ER-3004", qty: 1, color: "Silver" }], customerNotes: "Please confirm if green stones are possible.", daysAgo: 0 },
  { number: 108, status: "cancelled", source: "request", customer: 1, address: { street: "22 Marine Drive", line2: "Flat 5B", city: "Kochi", state: "Kerala", pincode: "682031" }, lines: [{ code: "MR-6002", qty: 1, color: "Silver" }, { code: "MR-6005", qty: 1, color: "Gold" }], adminNotes: "Cancelled at the customer's request (wrong size).", daysAgo: 30 },
];

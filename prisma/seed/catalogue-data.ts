// The demo catalogue: six jewellery categories (slugs from the spec's page paths) with eight
// products each (nine in rings and bracelets: toe rings and anklets, sold by size, issue 42), the
// Gift Cases category with six, and three colours. Prices are rupees here and
// stored as paise by the seed; each original price and discount sells at whole rupees (prices.ts
// found them; tests/integration/seed.test.ts checks it), and together they cover every price band
// of the shop's filter. `art` is the demo-art variant that draws the product
// (src/server/demo-media/demo-art.ts); flags: N = new arrival, T = trending, B = best seller.
import type { ColorName } from "@/lib/constants";
import type { CategorySlug, ProductKind } from "@/server/demo-media";

export interface CategorySeed {
  slug: CategorySlug;
  name: string;
  description: string;
  /** Upper-case code prefix of its products, e.g. NK-1001. */
  codePrefix: string;
  kind: ProductKind;
}

export interface ProductSeed {
  code: string;
  name: string;
  description: string;
  /** Original price, whole rupees. */
  price: number;
  /** Percent, 0–30, at most two decimals; price less discount is whole rupees. */
  discount: number;
  stock: number;
  weight: number;
  flags: "" | "N" | "T" | "B" | "NT" | "NB" | "TB" | "NTB";
  colors: ColorName[];
  art: number;
  active?: boolean;
}

export const COLORS: Array<{ name: ColorName; hex: string }> = [
  { name: "Silver", hex: "#c0c0c0" },
  { name: "Rose Gold", hex: "#b76e79" },
  { name: "Gold", hex: "#d4af37" },
];

export const CATEGORIES: CategorySeed[] = [
  {
    slug: "necklace",
    name: "Necklaces",
    description:
      "Pendant necklaces and chains in 925 sterling silver, from everyday solitaires to statement pieces. Each chain is finished by hand and closes with a secure lobster clasp.",
    codePrefix: "NK",
    kind: "necklace",
  },
  {
    slug: "bracelets",
    name: "Bracelets",
    description:
      "Tennis bracelets, charm chains and engraved kadas in solid sterling silver. Made to be stacked, gifted and worn every day.",
    codePrefix: "BR",
    kind: "bracelet",
  },
  {
    slug: "earrings",
    name: "Earrings",
    description:
      "Drops, hoops, chandbalis and oxidised jhumkas that move as you do. Every pair is nickel-free 925 silver with comfortable hooks and posts.",
    codePrefix: "ER",
    kind: "earrings",
  },
  {
    slug: "tops",
    name: "Tops",
    description:
      "Small stud earrings (tops) for daily wear: cubic zirconia solitaires, flower clusters, pearls and hearts, all with secure butterfly backs.",
    codePrefix: "TP",
    kind: "tops",
  },
  {
    slug: "ladies-rings",
    name: "Ladies Rings",
    description:
      "Solitaire, halo and cluster rings set with sparkling cubic zirconia and coloured stones. Rhodium-finished 925 silver that keeps its shine.",
    codePrefix: "LR",
    kind: "ring",
  },
  {
    slug: "mens-rings",
    name: "Men's Rings",
    description:
      "Signet rings, bands and oxidised designs for men, cast in heavy-gauge sterling silver. Comfort-fit inside, bold on the outside.",
    codePrefix: "MR",
    kind: "mens-ring",
  },
  {
    // Gift cases are a category (see README, "Gift cases"): the drawer's 'Buy Premium Gift Boxes'
    // links to its listing, /shop/gift-cases.
    slug: "gift-cases",
    name: "Gift Cases",
    description:
      "Premium gift boxes ready to give: velvet ring, pendant, earring and bracelet cases with a 925 silver piece inside, and wrapped gift hampers with a satin bow and a silver tag.",
    codePrefix: "GC",
    kind: "gift-box",
  },
];

export const PRODUCTS: Record<CategorySlug, ProductSeed[]> = {
  necklace: [
    { code: "NK-1001", name: "Solitaire CZ Drop Pendant Necklace", description: "A single round cubic zirconia in a four-claw setting on a fine cable chain. The kind of necklace you never take off.", price: 2000, discount: 10, stock: 18, weight: 4.2, flags: "TB", colors: ["Silver", "Rose Gold"], art: 0 },
    { code: "NK-1002", name: "Emerald Heart Halo Pendant Necklace", description: "A green heart-cut stone framed by a halo of tiny CZ on a twisted rope chain. A romantic gift for anniversaries and Valentine's Day.", price: 7000, discount: 15, stock: 7, weight: 9.8, flags: "NB", colors: ["Silver"], art: 1 },
    { code: "NK-1003", name: "Lotus Filigree Pendant Necklace", description: "Five hand-polished lotus petals open around a ruby-red stone, hung on a box chain. Inspired by temple art and light enough for daily wear.", price: 2799, discount: 0, stock: 12, weight: 7.4, flags: "NT", colors: ["Silver", "Gold"], art: 2 },
    { code: "NK-1004", name: "Royal Pear Halo Statement Necklace", description: "A large pink pear-cut stone ringed with pavé CZ on a bead chain, finished to a mirror polish. Our showpiece for weddings and receptions.", price: 20000, discount: 15, stock: 3, weight: 58.5, flags: "B", colors: ["Silver", "Rose Gold"], art: 3 },
    { code: "NK-1005", name: "Infinity CZ Pendant Necklace", description: "An infinity loop lined with small cubic zirconia on a delicate cable chain. A quiet symbol of forever for a sister, friend or partner.", price: 2500, discount: 20, stock: 0, weight: 5.1, flags: "T", colors: ["Silver", "Rose Gold", "Gold"], art: 4 },
    { code: "NK-1006", name: "Evil Eye Protection Pendant Necklace", description: "A blue enamel nazar charm in a CZ-studded frame on a rope chain. Worn for luck and loved for its colour.", price: 2499, discount: 0, stock: 22, weight: 6.3, flags: "NTB", colors: ["Silver"], art: 5 },
    { code: "NK-1007", name: "Crescent Moon and Star Necklace", description: "A polished crescent moon cradling a blue star stone on a box chain. Celestial, minimal and easy to layer.", price: 2400, discount: 5, stock: 9, weight: 4.8, flags: "N", colors: ["Silver", "Gold"], art: 6 },
    { code: "NK-1008", name: "Pearl Drop Pendant Necklace", description: "A lustrous shell pearl under a tiny CZ cap on a fine ball chain. Classic enough for office wear, pretty enough for a party.", price: 1899, discount: 0, stock: 14, weight: 3.9, flags: "", colors: ["Silver"], art: 7 },
  ],
  bracelets: [
    { code: "BR-2001", name: "Classic CZ Tennis Bracelet", description: "A continuous line of round cubic zirconia, each in its own four-claw cup, with a box clasp and safety catch. Sparkles from every angle.", price: 5000, discount: 10, stock: 10, weight: 12.6, flags: "TB", colors: ["Silver", "Rose Gold"], art: 0 },
    { code: "BR-2002", name: "Heart and Star Charm Bracelet", description: "A rose-toned cable chain with five dangling charms: hearts, stars, a pearl drop and a coloured stone disc. Add your story one charm at a time.", price: 2500, discount: 14, stock: 16, weight: 9.2, flags: "NT", colors: ["Rose Gold", "Silver"], art: 1 },
    { code: "BR-2003", name: "Engraved Silver Kada Bangle", description: "A solid kada with hand-engraved zig-zag and granulation bands. Heavy, comfortable and made to be worn for years.", price: 10999, discount: 0, stock: 8, weight: 38.4, flags: "B", colors: ["Silver", "Gold"], art: 2 },
    { code: "BR-2004", name: "Open Cuff Bangle with Pink CZ", description: "An adjustable open cuff finished with two pink cubic zirconia at the ends. Slips on easily and fits most wrists.", price: 3800, discount: 25, stock: 0, weight: 18.7, flags: "N", colors: ["Silver"], art: 3 },
    { code: "BR-2005", name: "Amethyst and CZ Tennis Bracelet", description: "Purple amethyst-coloured stones alternate with clear CZ in a classic tennis line. A bracelet for evenings out.", price: 6000, discount: 10, stock: 6, weight: 13.1, flags: "NTB", colors: ["Rose Gold"], art: 4 },
    { code: "BR-2006", name: "Ball Chain CZ Station Bracelet", description: "A fine ball chain with five bezel-set stations of oval and round stones. Light, modern and lovely stacked.", price: 1999, discount: 0, stock: 20, weight: 5.6, flags: "T", colors: ["Gold", "Silver"], art: 5 },
    { code: "BR-2007", name: "Lucky Charm Bracelet", description: "A silver cable chain with a ruby-red heart, a star, a disc and a teardrop charm. A cheerful gift for birthdays and Raksha Bandhan.", price: 2799, discount: 0, stock: 11, weight: 10.4, flags: "B", colors: ["Silver"], art: 7 },
    { code: "BR-2008", name: "Sapphire Blue Tennis Bracelet", description: "Deep blue stones alternating with sparkling CZ in a flexible tennis setting. Our bestselling colour for weddings.", price: 7500, discount: 20, stock: 2, weight: 14.2, flags: "N", colors: ["Silver"], art: 16 },
    { code: "BR-2009", name: "Ghungroo Payal Anklets, Pair", description: "A pair of oxidised silver payals with rows of tiny ghungroo bells that chime as you walk. Made in three lengths for a snug fit.", price: 3499, discount: 0, stock: 12, weight: 28.5, flags: "NT", colors: ["Silver"], art: 6 },
  ],
  earrings: [
    { code: "ER-3001", name: "Sapphire Blue Teardrop Earrings", description: "Pear-cut blue stones in polished bezels, hung from French hooks. A splash of colour for sarees and dresses alike.", price: 1799, discount: 0, stock: 15, weight: 4.6, flags: "T", colors: ["Silver"], art: 0 },
    { code: "ER-3002", name: "Oxidised Jhumka Drop Earrings", description: "Bell-shaped jhumkas in oxidised silver with granulation bands and a fringe of green beads under a flower stud. Traditional, light and festive.", price: 1500, discount: 10, stock: 24, weight: 11.8, flags: "TB", colors: ["Silver"], art: 1 },
    { code: "ER-3003", name: "CZ Hoop Earrings with Ruby Drop", description: "Polished hoops lined with small CZ, each with a detachable ruby-red drop. Wear them plain by day and with the drops by night.", price: 2349, discount: 14.9, stock: 9, weight: 7.9, flags: "N", colors: ["Gold", "Silver"], art: 2 },
    { code: "ER-3004", name: "Pink Stone Chandbali Earrings", description: "Crescent chandbalis set with pink stones and finished with a fringe of silver beads and pearls. Made for sangeet nights.", price: 3000, discount: 20, stock: 1, weight: 14.6, flags: "NB", colors: ["Silver"], art: 3 },
    { code: "ER-3005", name: "Amethyst Linear Drop Earrings", description: "Three graduated CZ stones leading to an amethyst-coloured pear drop. Long, slim and elegant with an updo.", price: 1999, discount: 0, stock: 0, weight: 4.1, flags: "T", colors: ["Rose Gold", "Silver"], art: 4 },
    { code: "ER-3006", name: "Silver Leaf Drop Earrings", description: "Hand-veined silver leaves with a tiny CZ at the tip, on French hooks. Nature-inspired and feather-light.", price: 999, discount: 0, stock: 19, weight: 5.3, flags: "N", colors: ["Gold", "Silver"], art: 5 },
    { code: "ER-3007", name: "Ruby Red Teardrop Earrings", description: "Rich ruby-red pear stones in silver bezels on French hooks. A festive pair that goes with everything red.", price: 1799, discount: 0, stock: 13, weight: 4.6, flags: "B", colors: ["Silver"], art: 6 },
    { code: "ER-3008", name: "Pearl Fringe Silver Jhumkas", description: "Bright polished jhumkas with a fringe of pearls and silver beads under a CZ flower stud. Classic bridal style in everyday size.", price: 2200, discount: 10, stock: 8, weight: 12.4, flags: "NTB", colors: ["Silver"], art: 7 },
  ],
  tops: [
    { code: "TP-4001", name: "Round Solitaire CZ Stud Tops", description: "A single round cubic zirconia in a four-claw basket setting. The everyday studs that go with everything.", price: 899, discount: 0, stock: 25, weight: 2.1, flags: "TB", colors: ["Silver", "Rose Gold", "Gold"], art: 0 },
    { code: "TP-4002", name: "Emerald Flower Cluster Tops", description: "Six green stones around a clear CZ centre, like a tiny flower. Bright and playful for daily wear.", price: 1300, discount: 10, stock: 12, weight: 2.8, flags: "N", colors: ["Silver"], art: 1 },
    { code: "TP-4003", name: "Ruby Heart Stud Tops", description: "Heart-cut ruby-red stones in slim silver frames. A sweet gift for a daughter, sister or best friend.", price: 1000, discount: 15, stock: 17, weight: 2.4, flags: "T", colors: ["Gold", "Silver"], art: 2 },
    { code: "TP-4004", name: "Pearl Stud Tops with CZ Crown", description: "Round shell pearls topped with a small sparkling CZ. Timeless tops for office and occasions.", price: 1199, discount: 0, stock: 0, weight: 3.2, flags: "B", colors: ["Silver"], art: 3 },
    { code: "TP-4005", name: "Princess Cut CZ Square Tops", description: "Square princess-cut cubic zirconia held in four polished claws. Crisp, modern and full of light.", price: 1080, discount: 7.5, stock: 21, weight: 2.3, flags: "NT", colors: ["Silver", "Rose Gold"], art: 4 },
    { code: "TP-4006", name: "Sapphire Blue Halo Tops", description: "A blue round stone framed by a halo of tiny CZ. Big sparkle in a small stud.", price: 1659, discount: 21.7, stock: 7, weight: 3.4, flags: "NB", colors: ["Gold", "Silver"], art: 5 },
    { code: "TP-4007", name: "Star Stud Tops", description: "Polished five-point stars with CZ tips and a blue centre stone. Fun studs for second piercings too.", price: 799, discount: 0, stock: 23, weight: 2.2, flags: "T", colors: ["Silver"], art: 6 },
    { code: "TP-4008", name: "Pink Flower Cluster Tops", description: "Pink stones arranged around a clear centre in a rose-toned setting. Pretty, light and easy to wear.", price: 949, discount: 0, stock: 10, weight: 2.8, flags: "", colors: ["Rose Gold"], art: 8 },
  ],
  "ladies-rings": [
    { code: "LR-5001", name: "Classic Solitaire CZ Ring", description: "A brilliant round cubic zirconia raised on a four-claw basket over a polished band. The engagement look without the price.", price: 1499, discount: 0, stock: 14, weight: 3.1, flags: "TB", colors: ["Silver", "Rose Gold", "Gold"], art: 0 },
    { code: "LR-5002", name: "Halo Round CZ Engagement Ring", description: "A round centre stone circled by fourteen smaller CZ for extra sparkle. Comfortable low profile for everyday wear.", price: 2200, discount: 10, stock: 9, weight: 3.8, flags: "NB", colors: ["Silver", "Rose Gold"], art: 1 },
    { code: "LR-5003", name: "Sapphire Blue Three-Stone Ring", description: "A clear centre stone between two sapphire-blue accents: past, present and future. A meaningful anniversary ring.", price: 2800, discount: 15, stock: 6, weight: 4.2, flags: "T", colors: ["Silver"], art: 2 },
    { code: "LR-5004", name: "Pave Band Solitaire Ring", description: "A solitaire on a band set with a row of tiny pavé stones. Sparkle all the way round the finger.", price: 2499, discount: 0, stock: 0, weight: 3.6, flags: "N", colors: ["Silver", "Gold"], art: 3 },
    { code: "LR-5005", name: "Emerald Green Oval Halo Ring", description: "An oval green stone inside a halo of white CZ, raised on a polished basket. Vintage glamour in sterling silver.", price: 3250, discount: 20, stock: 2, weight: 4.9, flags: "NT", colors: ["Silver"], art: 4 },
    { code: "LR-5006", name: "Pink Heart Promise Ring", description: "A pink heart-cut stone in a smooth bezel on a slim band. A sweet promise ring or a gift for yourself.", price: 1799, discount: 0, stock: 12, weight: 2.9, flags: "B", colors: ["Rose Gold", "Silver"], art: 5 },
    { code: "LR-5007", name: "Ruby Red Flower Cluster Ring", description: "Six ruby-red stones around a clear centre, like a blooming flower. Bold colour for festive evenings.", price: 2000, discount: 10, stock: 8, weight: 3.7, flags: "T", colors: ["Silver"], art: 6 },
    { code: "LR-5008", name: "Amethyst Flower Cluster Ring", description: "Purple stones in a flower cluster on a rose-toned band. Pretty on its own and lovely stacked with a slim band.", price: 2199, discount: 0, stock: 10, weight: 3.7, flags: "N", colors: ["Rose Gold"], art: 13 },
    { code: "LR-5009", name: "Oxidised Leaf Toe Rings (Bichiya), Pair", description: "A pair of bichiya with a hand-cut leaf on a slim oxidised band, for the second toe. Traditional for brides and lovely every day.", price: 899, discount: 0, stock: 14, weight: 4.4, flags: "N", colors: ["Silver"], art: 7 },
  ],
  "mens-rings": [
    { code: "MR-6001", name: "Black Onyx Signet Ring", description: "A rectangular black onyx inlay on a flat-topped signet, with a heavy comfort-fit band. Understated and strong.", price: 5499, discount: 0, stock: 9, weight: 12.8, flags: "TB", colors: ["Silver"], art: 0 },
    { code: "MR-6002", name: "Oxidised Crest Signet Ring", description: "An engraved shield crest on an oxidised signet that brings out every line. A ring with character.", price: 6500, discount: 10, stock: 3, weight: 14.6, flags: "B", colors: ["Silver"], art: 1 },
    { code: "MR-6003", name: "Onyx Inlay Comfort-Fit Band", description: "A wide polished band with a black inlay stripe running all the way round. Modern, clean and easy to wear every day.", price: 4000, discount: 15, stock: 12, weight: 11.2, flags: "NT", colors: ["Silver", "Gold"], art: 2 },
    { code: "MR-6004", name: "Flush-Set CZ Men's Band", description: "A single CZ set flush into a wide polished band, so nothing catches. Subtle sparkle for weddings and engagements.", price: 3499, discount: 0, stock: 7, weight: 10.4, flags: "N", colors: ["Silver"], art: 8 },
    { code: "MR-6005", name: "Hammered Texture Band Ring", description: "A hand-hammered band whose facets catch the light as you move. Rugged, handmade and unique.", price: 3000, discount: 20, stock: 15, weight: 9.6, flags: "T", colors: ["Silver", "Gold"], art: 4 },
    { code: "MR-6006", name: "Oxidised Hammered Band Ring", description: "The hammered band in a dark oxidised finish with polished highs. Pairs well with leather and steel watches.", price: 3199, discount: 0, stock: 0, weight: 9.8, flags: "", colors: ["Silver"], art: 9 },
    { code: "MR-6007", name: "Onyx Signet Ring with CZ Centre", description: "A black onyx signet with a single CZ set in the middle. A statement ring for parties and festivals.", price: 5000, discount: 10, stock: 6, weight: 13.4, flags: "NT", colors: ["Silver"], art: 10 },
    { code: "MR-6008", name: "Oxidised Sapphire Blue Band", description: "An oxidised wide band with a flush-set blue stone. Currently being restocked.", price: 3799, discount: 0, stock: 4, weight: 10.9, flags: "", colors: ["Silver"], art: 13, active: false },
  ],
  "gift-cases": [
    { code: "GC-7001", name: "Velvet Ring Box with Solitaire Ring", description: "A burgundy velvet ring box with a satin-lined lid, holding our classic solitaire CZ ring. Ready to give, no wrapping needed.", price: 2800, discount: 10, stock: 12, weight: 3.1, flags: "NB", colors: ["Silver"], art: 0 },
    { code: "GC-7002", name: "Heart Pendant Gift Box", description: "An emerald heart halo pendant on its chain, laid on white satin in a midnight-blue velvet case. A ready-made anniversary gift.", price: 4000, discount: 15, stock: 8, weight: 9.8, flags: "NT", colors: ["Silver"], art: 1 },
    { code: "GC-7003", name: "Heart Stud Tops Gift Box", description: "A pair of ruby-red heart tops pinned into a velvet cushion in an emerald case. Sweet for birthdays and Raksha Bandhan.", price: 1999, discount: 0, stock: 15, weight: 2.4, flags: "B", colors: ["Silver", "Gold"], art: 2 },
    { code: "GC-7004", name: "Open Cuff Bangle Gift Box", description: "An adjustable silver cuff with coloured stones at its ends, on a satin bed in a long blush velvet case.", price: 6000, discount: 10, stock: 2, weight: 18.7, flags: "N", colors: ["Silver"], art: 3 },
    { code: "GC-7005", name: "Bridal Silver Gift Hamper", description: "Our premium hamper: a pendant necklace, a pair of drop earrings and a ring, packed in a charcoal gift box with a satin bow and a silver 925 tag.", price: 15000, discount: 15, stock: 4, weight: 24.6, flags: "NTB", colors: ["Silver"], art: 4 },
    { code: "GC-7006", name: "Rose Gold Promise Ring Gift Box", description: "A rose-toned heart promise ring standing in a blue velvet ring box. Sold out for now; more are on the way.", price: 3750, discount: 20, stock: 0, weight: 2.9, flags: "N", colors: ["Rose Gold"], art: 5 },
  ],
};

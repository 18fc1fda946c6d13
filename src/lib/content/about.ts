// The About page's texts (back office §2 "Static brand pages": tabs Our Story, Vision & Mission,
// Our Process and Sustainability; a timeline, values, testimonials, artisans and a video teaser).
// These are the demo shop's sample texts. The owner replaces the names, years and story with the
// shop's own, and the testimonials with real customers' words (published with their consent):
// invented reviews mislead shoppers and break India's consumer-protection rules.
import { FREE_SHIPPING_ABOVE_RUPEES, RETURN_DAYS, SHOP } from "@/lib/constants";

export interface AboutPoint {
  title: string;
  text: string;
}

export interface AboutTab {
  /** Stable and URL-safe: element ids derive from it. */
  id: string;
  label: string;
  /** The panel's own heading (also what a reader without JavaScript sees above each panel). */
  heading: string;
  paragraphs: string[];
  points?: AboutPoint[];
  /** Points that are steps in order (a numbered list). */
  ordered?: boolean;
  /** A pull quote beside the text. */
  quote?: { text: string; by: string };
}

export const FOUNDED_YEAR = 2009;

export const ABOUT_INTRO = {
  eyebrow: "Handcrafted in Jaipur",
  heading: "Silver made slowly, honestly and to be worn",
  lead: "We are a family of silversmiths from Jaipur. For over fifteen years we have designed, cast, set and polished 925 sterling-silver jewellery by hand, and sold it at prices that say exactly what you are paying for.",
};

export const ABOUT_FACTS: readonly { value: string; label: string }[] = [
  { value: "925", label: "Hallmarked sterling silver" },
  { value: `Since ${FOUNDED_YEAR}`, label: "Crafted in Jaipur" },
  { value: `${RETURN_DAYS} days`, label: "Easy return and exchange" },
  { value: `₹${FREE_SHIPPING_ABOVE_RUPEES.toLocaleString("en-IN")}+`, label: "Free shipping in India" },
];

export const ABOUT_TABS: readonly AboutTab[] = [
  {
    id: "story",
    label: "Our Story",
    heading: "From a two-bench workshop to your jewellery box",
    paragraphs: [
      `${SHOP.name} began in ${FOUNDED_YEAR} in the lanes behind Johari Bazaar, where Ramesh Soni, a third-generation silversmith, set up two workbenches and a small furnace. His first pieces were anklets and toe rings for the jewellers of the old city.`,
      "Customers soon came looking for the workshop itself. They wanted silver they could trust, made by the people who sold it. So we opened our own store on MG Road, and later began sending our jewellery across India.",
      "Today a small team of artisans designs and makes every piece in our Jaipur workshop. We still work the way we started: small batches, real 925 silver, and a name you can call when you need us.",
    ],
    quote: { text: "Silver should be honest. You should know exactly what you are wearing, and who made it.", by: "Ramesh Soni, founder" },
  },
  {
    id: "vision",
    label: "Vision & Mission",
    heading: "Silver you can trust, made to be worn every day",
    paragraphs: [
      "Our vision is to be India's most trusted name for everyday sterling silver: jewellery people wear and love, not keep locked away for special days.",
      "Our mission, in four promises:",
    ],
    points: [
      { title: "Honest purity", text: "925 silver in every piece, stamped and hallmarked, with its weight written on the invoice." },
      { title: "Craft that lasts", text: "Hand-finished details, sturdy clasps and settings, and repairs when life happens." },
      { title: "Fair prices, fair work", text: "Prices in rupees with nothing hidden, and fair, regular wages for the hands that make them." },
      { title: "Always within reach", text: "A real team in Jaipur that answers your questions within 24 hours." },
    ],
  },
  {
    id: "process",
    label: "Our Process",
    heading: "How a piece is made",
    paragraphs: ["Every design passes through six pairs of hands before it reaches yours. A pair of jhumkas takes about three days from sketch to shine."],
    ordered: true,
    points: [
      { title: "Design", text: "Each piece starts as a pencil sketch, then a wax or silver model that we refine until it sits just right." },
      { title: "Casting and forging", text: "925 silver is melted and cast in moulds, or drawn into wire and forged by hand for chains and cuffs." },
      { title: "Filing and assembly", text: "Rough edges are filed away and parts are soldered together: hooks, jump rings, clasps." },
      { title: "Stone setting", text: "Cubic zirconia and coloured stones are set one by one under a loupe, then checked for wobble." },
      { title: "Hallmarking and checks", text: "Every piece is stamped 925, hallmarked and weighed; anything less than perfect goes back to the bench." },
      { title: "Polishing and packing", text: "A final hand polish, then into a zip pouch and our box, ready to travel or to give." },
    ],
  },
  {
    id: "sustainability",
    label: "Sustainability",
    heading: "Silver that lasts, made with care",
    paragraphs: ["Silver is a precious, endlessly recyclable metal. We try to treat it, and the people who work it, that way."],
    points: [
      { title: "Nothing wasted", text: "Offcuts and filing dust from the bench are collected every day and refined back into casting silver." },
      { title: "Less packaging", text: "Boxes of recycled card and reusable pouches; no plastic fillers in our parcels." },
      { title: "Repair before replace", text: "We clean and polish our pieces free at our store, and repair clasps, chains and settings at fair prices." },
      { title: "A safe workshop", text: "Ventilated benches, protective gear and fair, regular wages for every artisan." },
    ],
  },
];

export const ABOUT_TIMELINE: readonly { year: string; title: string; text: string }[] = [
  { year: String(FOUNDED_YEAR), title: "The first workbench", text: "Two benches and a small furnace behind Johari Bazaar, making anklets and toe rings for local jewellers." },
  { year: "2014", title: "Our own designs", text: "Our first collection under our own name: oxidised jhumkas, everyday chains and solitaire rings." },
  { year: "2018", title: "A store on MG Road", text: "Our own store opens in Jaipur, so customers can meet the people who make their jewellery." },
  { year: "2021", title: "Across India", text: "We begin sending hallmarked silver to every corner of India, packed in our own boxes." },
  { year: "2025", title: "Gift boxes and care", text: "Premium gift boxes for every occasion, and a care and repair counter at the store." },
];

export const ABOUT_VALUES: readonly AboutPoint[] = [
  { title: "Honest silver", text: "Stamped 925 and hallmarked, with the weight on every invoice and prices in rupees with nothing hidden." },
  { title: "Made by hand", text: "Designed, cast, set and polished by our own artisans in Jaipur, in small batches." },
  { title: "Made to be worn", text: "Light, comfortable and skin-friendly silver for every day, not only for special occasions." },
  { title: "Care for life", text: "Free cleaning and polishing at our store, and repairs at fair prices for as long as you wear it." },
];

export const ABOUT_ARTISANS: readonly { name: string; craft: string; text: string }[] = [
  { name: "Ramesh Soni", craft: "Founder and master silversmith", text: "Thirty-five years at the bench, and he still checks every casting himself." },
  { name: "Farida Bano", craft: "Stone setter", text: "Sets each stone by hand under a loupe; nothing leaves her bench loose." },
  { name: "Manoj Kumawat", craft: "Casting and forging", text: "Melts, casts and hand-forges our chains, cuffs and bands." },
  { name: "Ananya Soni", craft: "Designer", text: "Draws every collection, from oxidised jhumkas to minimal everyday studs." },
];

export const ABOUT_TESTIMONIALS: readonly { quote: string; name: string; place: string }[] = [
  { quote: "I bought the evil-eye pendant for my sister on Raksha Bandhan. She has not taken it off since, and it looks even better than in the photos.", name: "Priya S.", place: "Pune" },
  { quote: "My jhumkas are light enough to wear all day, and the 925 stamp is right there on the hook. Finally silver I do not have to doubt.", name: "Kavya R.", place: "Bengaluru" },
  { quote: "They resized my wedding band at their Jaipur workshop and sent it back within a week, polished like new.", name: "Arjun M.", place: "Jaipur" },
];

/**
 * The video teaser. Until the shop has a film of its workshop, it plays the shop's own short demo
 * clip (the home page's banner loop in public/media/home), and says so.
 */
export const ABOUT_VIDEO = {
  title: "Silver in the light",
  text: "A short glimpse of our silver as it catches the light. Our full workshop film, from the first sketch to the final polish, is on its way.",
  /** What the clip shows, for screen readers (it has no sound or words). */
  description: "Two linked silver rings and a fine chain turning slowly in soft light.",
  poster: "/media/home/banner-poster.webp",
  sources: [
    { src: "/media/home/banner.webm", type: "video/webm" },
    { src: "/media/home/banner.mp4", type: "video/mp4" },
  ],
} as const;

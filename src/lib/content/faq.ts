// The FAQ page's questions (back office §2 "Static brand pages", §9: six Q&As covering 925
// sterling silver, free shipping above ₹5000 in India and a 7-day return and exchange). Plain
// text, so the same words feed the page, its search and the FAQPage structured data.
import { FREE_SHIPPING_ABOVE_RUPEES, RETURN_DAYS, SHOP } from "@/lib/constants";
import { href } from "@/lib/links";

export interface FaqItem {
  /** Stable and URL-safe: the accordion's element ids derive from it. */
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
  /** An optional link under the answer (a page of the shop). */
  link?: { label: string; href: string };
}

const freeShippingAbove = `₹${FREE_SHIPPING_ABOVE_RUPEES.toLocaleString("en-IN")}`;

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: "sterling-silver",
    question: "Is your jewellery real 925 sterling silver?",
    answer: [
      "Yes. Every piece is 925 sterling silver: 92.5% pure silver, alloyed with 7.5% copper so it is strong enough to wear every day. Pure silver alone would bend and scratch too easily.",
      "Each piece is stamped 925 and hallmarked, and the weight in grams is written on its product page and on your invoice, so you always know exactly what you are paying for.",
    ],
  },
  {
    id: "free-shipping",
    question: "Do you offer free shipping?",
    answer: [
      `Yes. Shipping is free on every order above ${freeShippingAbove} delivered within India.`,
      "We process every order within 24 hours and ship it within 2-3 business days, packed securely in our own box.",
    ],
  },
  {
    id: "returns",
    question: "What is your return and exchange policy?",
    answer: [
      `You can return or exchange a piece within ${RETURN_DAYS} days of delivery. It should be unworn, in its original box and with the invoice.`,
      `Write to ${SHOP.email} or use our contact page with your order number, and we will tell you how to send it back. Once we have checked the piece, we exchange it or refund you to your original payment method.`,
    ],
    link: { label: "Contact us about a return", href: href.contact() },
  },
  {
    id: "care",
    question: "Will my silver tarnish, and how do I care for it?",
    answer: [
      "All real silver darkens slowly when it meets air, moisture, perfume and sweat; it is a sign of genuine silver, not a fault. Wearing your jewellery often actually keeps it bright.",
      "Put it on after perfume and lotion, take it off before swimming or bathing, and store it in its zip pouch. A soft polishing cloth brings back the shine in seconds, and our Jaipur store cleans and polishes our pieces free of charge.",
    ],
  },
  {
    id: "custom-orders",
    question: "Can I ask about a piece before ordering, or order several at once?",
    answer: [
      "Yes. Send us the product codes (printed on every product page, for example NK-1001) with your question, whether it is about a size, a finish or a quantity for a wedding or an event, and we reply within 24 hours.",
      "For larger or made-to-order pieces our silversmiths can adjust a design for you; we will confirm the price and the making time before you pay anything.",
    ],
    link: { label: "Send us your question", href: href.contact() },
  },
  {
    id: "gift-boxes",
    question: "Can I send a piece as a gift?",
    answer: [
      "Of course. Every piece arrives in our own box, ready to give. For birthdays, weddings, Raksha Bandhan and Diwali, our premium gift boxes pair a silver piece with a velvet case.",
      "Tell us in the order notes that it is a gift and we will pack it accordingly.",
    ],
    link: { label: "See the gift boxes", href: href.listing("gift-cases") },
  },
];

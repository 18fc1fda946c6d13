import Link from "next/link";
import type { ReactNode } from "react";
import type { AccordionItem } from "@/components/content/accordion";
import prose from "@/components/content/prose.module.css";
import { FREE_SHIPPING_ABOVE_RUPEES, RETURN_DAYS, SHOP } from "@/lib/constants";
import { TERMS_SECTIONS, type TermsSectionId } from "@/lib/content/legal";
import { href } from "@/lib/links";

const freeShippingAbove = `₹${FREE_SHIPPING_ABOVE_RUPEES.toLocaleString("en-IN")}`;
const mail = <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>;

const CONTENT: Record<TermsSectionId, ReactNode> = {
  general: (
    <>
      <p>
        These terms apply when you browse or buy from {SHOP.name}, online or at our store at {SHOP.address}. The shop is run by {SHOP.owner}. By placing
        an order you agree to them.
      </p>
      <ul>
        <li>
          <strong>Our jewellery.</strong> Every piece is 925 sterling silver, stamped and hallmarked. Because each is finished by hand, small differences in
          weight, finish and stone shade are part of its character. Photos are as true as we can make them, but screens show colours differently.
        </li>
        <li>
          <strong>Prices and payment.</strong> Prices are in Indian rupees (₹). You see the full amount before you pay, and payments are handled by our
          payment partner over a secure connection; we never see or store your card details. An order is confirmed once its payment is received.
        </li>
        <li>
          <strong>Shipping.</strong> We deliver within India, free on orders above {freeShippingAbove}. Orders are processed within 24 hours and shipped
          within 2-3 business days.
        </li>
        <li>
          <strong>Returns and exchange.</strong> You may return or exchange a piece within {RETURN_DAYS} days of delivery, unworn, in its original box and
          with its invoice. Refunds go back to the original payment method.
        </li>
        <li>
          <strong>Mistakes.</strong> If a price or stock level on the website is wrong, we tell you before we ship and refund anything you paid in full.
        </li>
        <li>
          <strong>Law.</strong> These terms are governed by the laws of India, and the courts of Jaipur, Rajasthan decide any dispute.
        </li>
      </ul>
    </>
  ),
  privacy: (
    <>
      <p>
        We collect only what we need to run your account, deliver your orders and answer your messages. We never sell your personal data, and you can ask
        us for a copy of it, a correction or its deletion at any time by writing to {mail}.
      </p>
      <p>
        Our <Link href={href.privacy()}>Privacy Policy</Link> explains in full what we collect, why, how long we keep it and who helps us process it, in
        the spirit of India&apos;s Digital Personal Data Protection Act, 2023.
      </p>
    </>
  ),
  content: (
    <>
      <p>
        The designs, photographs, videos, texts and logo on this website belong to {SHOP.owner} or are used with permission. You are welcome to share links
        to our pages and to save pictures for your own, non-commercial use, for example to show a friend a piece you like.
      </p>
      <p>
        Without our written permission, please do not copy or reproduce our designs, use our photos or texts to sell other products, or collect content
        from the website automatically. Messages and reviews you send us are used to answer you; we never publish your name without asking first.
      </p>
    </>
  ),
  termination: (
    <>
      <p>
        We may suspend an account or cancel an order if the website is misused: fraudulent payments, false details, attempts to break into the website or
        abuse of our team. If we cancel an order you have paid for, we refund the full amount to your original payment method.
      </p>
      <p>
        You may stop using the website at any time and ask us to close your account by writing to {mail}. Orders already placed stay covered by the terms
        that applied when you placed them.
      </p>
      <p>
        We may update these terms from time to time; the date at the top of this page shows the latest version.
      </p>
    </>
  ),
};

/** The four sections of the Terms (back office §2), in the spec's order, as accordion items. */
export const TERMS_ITEMS: AccordionItem[] = (Object.keys(TERMS_SECTIONS) as TermsSectionId[]).map((id) => ({
  id,
  title: TERMS_SECTIONS[id],
  content: <div className={prose.prose}>{CONTENT[id]}</div>,
}));

import Link from "next/link";
import type { ReactNode } from "react";
import { SHOP } from "@/lib/constants";
import { href } from "@/lib/links";

// The privacy policy's text, written in the spirit of India's Digital Personal Data Protection
// Act, 2023 (notice of what and why, retention, processors, the rights of sections 11-14,
// grievance redressal). Keep it true to what the code does: change it with the code.

const mail = <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>;

export const PRIVACY_SECTIONS: readonly { id: string; title: string; body: ReactNode }[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        {SHOP.name} is run by {SHOP.owner}, {SHOP.address}. We decide why and how your personal data is used, which makes us its &ldquo;data
        fiduciary&rdquo; under the Digital Personal Data Protection Act, 2023. You can reach us about anything in this policy at {mail}.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <p>Only what you give us, or what the website needs to work:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address, phone number and password. The password is stored only as a one-way hash that
            nobody, including us, can read back. If you sign in with Google, we receive your name, e-mail address and Google account ID.
          </li>
          <li>
            <strong>Your cart and wishlist:</strong> the pieces, colours and quantities you choose. They are kept in your browser, and when you are signed
            in, also in your account so they follow you to other devices.
          </li>
          <li>
            <strong>Your orders:</strong> your name, e-mail, phone number, delivery address, order notes, the pieces and amounts, and the payment status
            and reference from our payment gateway. We never receive your card, UPI or bank details.
          </li>
          <li>
            <strong>Your messages and inquiries:</strong> what you send through our contact, inquiry and order-request forms (name, e-mail, phone,
            message, product codes), and the time you agreed to be contacted.
          </li>
          <li>
            <strong>Technical data:</strong> your network (IP) address, counted for a few minutes to stop spam and attacks on our forms and sign-in.
          </li>
        </ul>
        <p>We do not use advertising or analytics trackers, and we do not buy data about you from anyone.</p>
      </>
    ),
  },
  {
    id: "why",
    title: "Why we use it",
    body: (
      <>
        <ul>
          <li>to create and run your account and keep you signed in;</li>
          <li>to take payment, pack, deliver and invoice your orders, and to handle returns and exchanges;</li>
          <li>to answer your messages and inquiries;</li>
          <li>to keep the website and your account secure and to prevent fraud;</li>
          <li>to meet our legal duties, such as keeping tax invoices.</li>
        </ul>
        <p>
          We rely on your consent, which you give when you tick the consent box on a form, create an account or place an order, and on the legitimate uses
          the Act allows, such as meeting a legal obligation. We never sell your data or use it for advertising, and we send no marketing messages unless
          you ask for them.
        </p>
      </>
    ),
  },
  {
    id: "how-long",
    title: "How long we keep it",
    body: (
      <ul>
        <li>
          <strong>Account:</strong> while it is open. When you ask us to close it, we delete it within 30 days, except the order records below.
        </li>
        <li>
          <strong>Orders and invoices:</strong> for as long as Indian tax and accounting laws require us to keep them (currently up to 8 years).
        </li>
        <li>
          <strong>Messages and inquiries:</strong> up to 2 years after our last reply, then deleted.
        </li>
        <li>
          <strong>Cart and wishlist in your browser:</strong> until you remove the pieces or clear your browser&apos;s storage.
        </li>
        <li>
          <strong>Network addresses:</strong> minutes; the counters that stop spam expire on their own.
        </li>
      </ul>
    ),
  },
  {
    id: "who-processes",
    title: "Who processes it for us",
    body: (
      <>
        <p>A few trusted companies help us run the shop. They act only on our instructions and only for these purposes:</p>
        <ul>
          <li>
            <strong>Razorpay</strong>, our payment gateway, which handles your payment. The card, UPI or bank details you give it are covered by
            Razorpay&apos;s own privacy policy.
          </li>
          <li>
            <strong>Our hosting provider</strong>, whose servers run this website and store its database.
          </li>
          <li>
            <strong>Our e-mail provider</strong>, which delivers our replies and order e-mails.
          </li>
          <li>
            <strong>Courier partners</strong>, who receive your name, delivery address and phone number to deliver your parcel.
          </li>
          <li>
            <strong>Google</strong>, only if you choose to sign in with Google or to show the map of our store.
          </li>
        </ul>
        <p>We share data with authorities only when the law requires it.</p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: (
      <ul>
        <li>
          <strong>Session cookie:</strong> when you sign in, a secure cookie that scripts cannot read keeps you signed in. It ends when you log out or
          after a while.
        </li>
        <li>
          <strong>Local storage:</strong> your cart and wishlist are saved in your browser (under <code>Cartlist</code> and <code>wishlist</code>) so they
          survive a reload. They stay on your device.
        </li>
        <li>
          <strong>Nothing else of ours:</strong> no advertising or analytics cookies. Razorpay&apos;s checkout (only on the checkout page) and the store
          map (only after you choose to show it) may set their own cookies.
        </li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023 you may:</p>
        <ul>
          <li>ask for a summary of the personal data we hold about you and how we use it;</li>
          <li>ask us to correct, complete or update it;</li>
          <li>ask us to delete it, unless the law requires us to keep it (such as invoices);</li>
          <li>withdraw your consent at any time, as easily as you gave it;</li>
          <li>nominate someone to exercise these rights for you in case of death or incapacity;</li>
          <li>have a complaint about your data answered by our Grievance Officer.</li>
        </ul>
        <p>
          <strong>How to ask:</strong> write to {mail} with the subject &ldquo;Privacy request&rdquo;, from the e-mail address on your account or with
          your order number, and tell us what you would like: a copy, a correction or deletion. We may ask you to confirm who you are. It is free, and we
          reply within 30 days.
        </p>
      </>
    ),
  },
  {
    id: "grievance-officer",
    title: "Grievance Officer",
    body: (
      <>
        <p>
          For any concern about your personal data, contact our Grievance Officer: Grievance Officer, {SHOP.owner}, {SHOP.address}; e-mail {mail}. We
          acknowledge every complaint within 48 hours and resolve it within 30 days.
        </p>
        <p>If you are not satisfied with our answer, you may complain to the Data Protection Board of India.</p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    body: (
      <p>
        The website is served only over an encrypted connection, passwords are hashed, and only the members of our team who need your data to serve you
        can see it. If a breach ever affects your data, we will tell you and the Data Protection Board, as the Act requires.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Our shop is meant for adults. If you are under 18, please ask a parent or guardian to shop for you; we do not knowingly collect a child&apos;s data
        without a parent&apos;s verifiable consent.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        When we change this policy, we update the date at the top of this page, and for changes that matter we tell account holders by e-mail. Our{" "}
        <Link href={href.terms()}>Terms &amp; Conditions</Link> cover the rest of shopping with us.
      </p>
    ),
  },
];

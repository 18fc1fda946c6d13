import prose from "@/components/content/prose.module.css";
import { ShopBanner } from "@/components/shop/shop-banner";
import { href } from "@/lib/links";
import { SIZE_MSG } from "@/lib/messages/sizes";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import { type GuideSizeSet, listSizeSets } from "@/server/catalogue/list-size-sets";
import styles from "./size-guide.module.css";

export const metadata = shopPageMetadata("sizeGuide", href.sizeGuide());

const mm = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const inches = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const dash = "–";

function RingTable({ set }: { set: GuideSizeSet }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{set.name}</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Inner diameter (mm)</th>
          <th scope="col">Circumference (mm)</th>
        </tr>
      </thead>
      <tbody>
        {set.sizes.map((s) => (
          <tr key={s.id}>
            <th scope="row">{s.label}</th>
            <td>{s.innerDiameterMm === null ? dash : mm.format(s.innerDiameterMm)}</td>
            <td>{s.circumferenceMm === null ? dash : mm.format(s.circumferenceMm)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BangleTable({ set }: { set: GuideSizeSet }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{set.name}</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Inner diameter (mm)</th>
        </tr>
      </thead>
      <tbody>
        {set.sizes.map((s) => (
          <tr key={s.id}>
            <th scope="row">{s.label}</th>
            <td>{s.innerDiameterMm === null ? dash : mm.format(s.innerDiameterMm)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LengthTable({ set }: { set: GuideSizeSet }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{set.name}</caption>
      <thead>
        <tr>
          <th scope="col">Length (inches)</th>
          <th scope="col">Length (cm)</th>
        </tr>
      </thead>
      <tbody>
        {set.sizes.map((s) => (
          <tr key={s.id}>
            <th scope="row">{s.lengthInches === null ? s.label : `${inches.format(s.lengthInches)} in`}</th>
            <td>{s.lengthInches === null ? dash : `${mm.format(s.lengthInches * 2.54)} cm`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The printable ring-size chart at true scale: each circle's inside edge is the size's inner
 * diameter in CSS millimetres (a printer's millimetres at 100 %), with a 5 cm line to check the print.
 */
function RingChart({ set }: { set: GuideSizeSet }) {
  const rings = set.sizes.filter((s) => s.innerDiameterMm !== null);
  return (
    <section className={styles.chart} aria-labelledby="ring-chart">
      <h3 id="ring-chart">Printable ring-size chart</h3>
      <p className={styles.printNote}>{SIZE_MSG.printNote}</p>
      <div className={styles.ruler} role="img" aria-label="A line 5 cm long">
        <span className={styles.rulerLine} />
        <span className={styles.rulerLabel}>5 cm</span>
      </div>
      <p>Lay a ring that fits on the circles: the circle that shows just inside the ring is your size.</p>
      <ul role="list" className={styles.circles}>
        {rings.map((s) => (
          <li key={s.id} className={styles.circleItem}>
            <span className={styles.circle} style={{ width: `${s.innerDiameterMm}mm`, height: `${s.innerDiameterMm}mm` }} aria-hidden="true" />
            <span className={styles.circleLabel}>
              <span className="sr-only">Size </span>
              {s.label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Find your size" (issue 42): the shop's size sets in mm and inches, how to measure at home, and
 * a ring-size chart to print at true scale. Server-rendered from the size sets (cached with the
 * catalogue), so it works without JavaScript; the product page's "Find your size" links to a set's section.
 */
export default async function SizeGuidePage() {
  const sets = await listSizeSets();
  const rings = sets.filter((s) => s.kind === "ring");
  const bangles = sets.filter((s) => s.kind === "bangle");
  const lengths = sets.filter((s) => s.kind === "length");

  return (
    <>
      <ShopBanner
        title={SIZE_MSG.guideTitle}
        crumbs={[
          { label: "Home", href: href.home() },
          { label: SIZE_MSG.guideTitle, href: href.sizeGuide() },
        ]}
      />
      <div className={`container ${styles.page}`} data-page="size-guide">
        <p className={styles.lead}>{SIZE_MSG.guideIntro}</p>

        {rings.length > 0 ? (
          <section id="ring" className={styles.section} aria-labelledby="ring-title">
            <h2 id="ring-title">Rings and toe rings</h2>
            <div className={prose.prose}>
              <h3>With a thread or a strip of paper</h3>
              <ol>
                <li>Wrap a thread or a thin strip of paper once around the base of the finger, snug but not tight.</li>
                <li>Mark where the end meets, then lay it flat and measure from the start to the mark in mm.</li>
                <li>That is the circumference: find the nearest size in the table. Between two sizes, choose the larger.</li>
              </ol>
              <h3>With a ring that fits</h3>
              <ol>
                <li>Measure across the inside of the ring, edge to edge, in mm.</li>
                <li>That is the inner diameter: find the nearest size in the table, or lay the ring on the printed chart below.</li>
              </ol>
              <p>Fingers are a little larger in the evening and in warm weather: measure then for a comfortable fit.</p>
            </div>
            {rings.map((set) => (
              <RingTable key={set.id} set={set} />
            ))}
            {rings[0] ? <RingChart set={rings[0]} /> : null}
          </section>
        ) : null}

        {bangles.length > 0 ? (
          <section id="bangle" className={styles.section} aria-labelledby="bangle-title">
            <h2 id="bangle-title">Bangles and kadas</h2>
            <div className={prose.prose}>
              <p>
                Measure across the inside of a bangle that fits you, edge to edge, in mm, and find the nearest size. Without one: bring the thumb and
                little finger together, wrap a thread around the widest part of the hand, measure it in mm and divide by 3.14.
              </p>
            </div>
            {bangles.map((set) => (
              <BangleTable key={set.id} set={set} />
            ))}
          </section>
        ) : null}

        {lengths.length > 0 ? (
          <section id="length" className={styles.section} aria-labelledby="length-title">
            <h2 id="length-title">Chains, bracelets and anklets</h2>
            <div className={prose.prose}>
              <p>
                Lay a thread where the piece should sit (around the neck, the wrist or the ankle), mark it and measure it flat. For a bracelet or
                an anklet add about 1–2 cm for an easy fit. Or measure a chain you already wear from end to end, clasp included.
              </p>
            </div>
            {lengths.map((set) => (
              <LengthTable key={set.id} set={set} />
            ))}
          </section>
        ) : null}
      </div>
    </>
  );
}

import prose from "@/components/content/prose.module.css";
import { ShopBanner } from "@/components/shop/shop-banner";
import { href } from "@/lib/links";
import { SIZE_MSG } from "@/lib/messages/sizes";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import { type GuideSize, type GuideSizeSet, listSizeSets } from "@/server/catalogue/list-size-sets";
import styles from "./size-guide.module.css";

export const metadata = shopPageMetadata("sizeGuide", href.sizeGuide());

const mm = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const inches = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const dash = "–";

/** One column of a set's table: its heading and what each size shows in it (the first column heads its row). */
type Column = { heading: string; cell: (size: GuideSize) => string };

const measured = (value: number | null, format: (value: number) => string) => (value === null ? dash : format(value));

/** The columns of each kind of set: rings in mm around and across, bangles across, lengths in inches and cm. */
const RING_COLUMNS: Column[] = [
  { heading: "Size", cell: (s) => s.label },
  { heading: "Inner diameter (mm)", cell: (s) => measured(s.innerDiameterMm, (v) => mm.format(v)) },
  { heading: "Circumference (mm)", cell: (s) => measured(s.circumferenceMm, (v) => mm.format(v)) },
];
const BANGLE_COLUMNS: Column[] = RING_COLUMNS.slice(0, 2);
const LENGTH_COLUMNS: Column[] = [
  { heading: "Length (inches)", cell: (s) => (s.lengthInches === null ? s.label : `${inches.format(s.lengthInches)} in`) },
  { heading: "Length (cm)", cell: (s) => measured(s.lengthInches, (v) => `${mm.format(v * 2.54)} cm`) },
];

function SizeTable({ set, columns }: { set: GuideSizeSet; columns: Column[] }) {
  const [first, ...rest] = columns;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{set.name}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {set.sizes.map((s) => (
          <tr key={s.id}>
            <th scope="row">{first!.cell(s)}</th>
            {rest.map((column) => (
              <td key={column.heading}>{column.cell(s)}</td>
            ))}
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
              <SizeTable key={set.id} set={set} columns={RING_COLUMNS} />
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
              <SizeTable key={set.id} set={set} columns={BANGLE_COLUMNS} />
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
              <SizeTable key={set.id} set={set} columns={LENGTH_COLUMNS} />
            ))}
          </section>
        ) : null}
      </div>
    </>
  );
}

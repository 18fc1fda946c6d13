// A product shot: the piece on a soft studio background. The view (0–3) changes the backdrop,
// angle and zoom, so a product's gallery shows the same piece from several takes.
import { type Piece, type Point, glow, n, shadow, svgDocument } from "./svg-kit";

export const PRODUCT_SIZE = 800;

interface Take {
  backdrop: string;
  /** Rotation in degrees about the piece centre. */
  rotate: number;
  scale: number;
  /** Zoom towards the piece's focus instead of its centre. */
  closeUp: boolean;
}

const C = PRODUCT_SIZE / 2;

function radialBackdrop(id: string, inner: string, outer: string, cy = "42%"): string {
  return (
    `<radialGradient id="${id}" cx="50%" cy="${cy}" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset=".6" stop-color="${inner}" stop-opacity=".6"/><stop offset="1" stop-color="${outer}"/></radialGradient>` +
    `<rect width="800" height="800" fill="${outer}"/><rect width="800" height="800" fill="url(#${id})"/>`
  );
}

/** Soft-white seamless sweep, as in a light tent. */
const WHITE = radialBackdrop("bg0", "#ffffff", "#e6e9ee");

/** Warm pearl with a table surface and a soft horizon. */
const PEARL =
  `<linearGradient id="bg1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f3ef"/><stop offset=".62" stop-color="#efe9e3"/><stop offset=".63" stop-color="#f7f4f0"/><stop offset="1" stop-color="#fdfcfa"/></linearGradient>` +
  `<rect width="800" height="800" fill="url(#bg1)"/>` +
  `<linearGradient id="horizon" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6ded5" stop-opacity="0"/><stop offset=".5" stop-color="#e6ded5"/><stop offset="1" stop-color="#e6ded5" stop-opacity="0"/></linearGradient>` +
  `<rect y="470" width="800" height="50" fill="url(#horizon)" fill-opacity=".8"/>` +
  glow(240, 170, 300, 190, 0.8);

/** Cool grey, for close-ups. */
const COOL = radialBackdrop("bg2", "#fafbfc", "#d9dee5", "38%");

/** Blush backdrop with a round podium under the piece. */
const BLUSH = radialBackdrop("bg3", "#fffaf8", "#eddcd7", "35%");
const PODIUM =
  `<ellipse cx="400" cy="668" rx="330" ry="70" fill="#f3e6e2"/>` +
  `<ellipse cx="400" cy="660" rx="330" ry="66" fill="#fbf4f2"/>` +
  `<ellipse cx="400" cy="660" rx="330" ry="66" fill="none" stroke="#fff" stroke-width="3" stroke-opacity=".8"/>`;

const TAKES: Take[] = [
  { backdrop: WHITE, rotate: 0, scale: 1.1, closeUp: false },
  { backdrop: PEARL, rotate: -12, scale: 1, closeUp: false },
  { backdrop: COOL, rotate: 6, scale: 1.6, closeUp: true },
  { backdrop: BLUSH, rotate: 9, scale: 0.92, closeUp: false },
];

export function productTake(view: number): Take {
  return TAKES[((view % TAKES.length) + TAKES.length) % TAKES.length]!;
}

/** The piece with its shadow, placed for a take (used by product shots and compositions). */
export function placedPiece(piece: Piece, take: Take, focus: Point = { x: C, y: C }): string {
  const origin = take.closeUp ? focus : { x: C, y: C };
  // Move `origin` to the canvas centre for close-ups, then scale and rotate about the centre.
  const dx = C - origin.x;
  const dy = C - origin.y;
  const place = (rotate: number) => `translate(${n(C)} ${n(C)}) rotate(${rotate}) scale(${take.scale}) translate(${n(-C + dx)} ${n(-C + dy)})`;
  // A contact shadow stays level with the floor when the piece turns; a cast shadow turns with it.
  const contact = piece.shadow ? `<g transform="${place(0)}">${shadow(piece.shadow)}</g>` : "";
  return `${contact}<g transform="${place(take.rotate)}">${piece.cast ?? ""}${piece.body}</g>`;
}

export function productSvg(piece: Piece, view: number): string {
  const take = productTake(view);
  // The podium suits pieces that stand or lie on something; hanging pieces get the plain backdrop.
  const podium = take.backdrop === BLUSH && piece.shadow ? PODIUM : "";
  return svgDocument(PRODUCT_SIZE, PRODUCT_SIZE, take.backdrop + podium + placedPiece(piece, take, piece.focus));
}

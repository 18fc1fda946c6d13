import sharp from "sharp";
import { type DemoArt, demoArtSvg } from "./demo-art";

// SVG to WebP. Only demo-pictures.ts calls this, under its bound on concurrent renders: a render
// takes a core for 100–400 ms, and the result is stored, so each picture is drawn once.

const WEBP = { quality: 82, effort: 4, smartSubsample: true } as const;

export async function renderDemoArt(art: DemoArt): Promise<Buffer> {
  return sharp(Buffer.from(demoArtSvg(art))).webp(WEBP).toBuffer();
}

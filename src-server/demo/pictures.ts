import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { clientBuildDir, projectRoot } from '../paths.js';
import type { TDemoImage } from './images.js';

/**
 * The demo's photos, made here from the project's own drawings (src-client/public/images/animals),
 * never fetched: each animal's drawing on a backdrop of its own, some mirrored or framed closer, so
 * two animals of one breed do not share one picture. A picture is 1600 × 1200, the size a phone's
 * photo is shown at its largest, so the demo's photos are made in every size real ones are.
 */
const BACKDROPS = ['#fde9c9', '#dbeafe', '#dcfce7', '#fce7f3', '#ede9fe', '#fef3c7', '#e0f2fe', '#fee2e2', '#cfe9e3', '#f5f5f4'] as const;
const WIDTH = 1600;
const HEIGHT = 1200;

/** Where the drawings are: the built client's copy in a production image, the sources in a checkout. */
async function drawingSvg(drawing: TDemoImage): Promise<string> {
  const file = `images/animals/${drawing}.svg`;
  for (const dir of [path.join(clientBuildDir()), path.join(projectRoot(), 'src-client', 'public')]) {
    const text = await readFile(path.join(dir, file), 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  throw new Error(`The demo drawing ${file} is missing`);
}

/** Picture `variant` of a drawing, as a JPEG: the backdrop, mirrored on odd variants, framed closer on every third. */
export async function demoPicture(drawing: TDemoImage, variant: number): Promise<Buffer> {
  const backdrop = BACKDROPS[variant % BACKDROPS.length] ?? BACKDROPS[0];
  // Every drawing opens with its backdrop, a rect the size of its view box.
  const svg = (await drawingSvg(drawing)).replace(/(<rect width="600" height="450" fill=")#[0-9a-f]{6}(")/, `$1${backdrop}$2`);
  const closer = variant % 3 === 2;
  const scale = closer ? 1.25 : 1;
  let picture = sharp(Buffer.from(svg), { density: (72 * WIDTH * scale) / 600 }).resize(Math.round(WIDTH * scale), Math.round(HEIGHT * scale));
  if (closer) {
    picture = sharp(await picture.png().toBuffer()).extract({
      left: Math.round((WIDTH * (scale - 1)) / 2),
      top: Math.round((HEIGHT * (scale - 1)) / 3),
      width: WIDTH,
      height: HEIGHT,
    });
  }
  if (variant % 2 === 1) picture = picture.flop();
  return picture.jpeg({ quality: 88 }).toBuffer();
}

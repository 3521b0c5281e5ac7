import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrCodePath } from './qr-code';

/** The path drawn black on white, `scale` pixels a module, as the RGBA a camera would read. */
function rasterize({ size, d }: { size: number; d: string }, scale = 4): { data: Uint8ClampedArray; width: number } {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(run)) * scale; px++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { data, width };
}

describe('qrCodePath', () => {
  it.each(['http://127.0.0.1:3000/public/animals/42', 'https://shelter.example.org/public/animals/1234567'])('draws a code that reads back as %s', (url) => {
    const { data, width } = rasterize(qrCodePath(url));
    expect(jsQR(data, width, width)?.data).toBe(url);
  });

  it('leaves the quiet zone light', () => {
    const { size, d } = qrCodePath('https://shelter.example.org/public/animals/7');
    const starts = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, run]) => ({ x: Number(x), y: Number(y), end: Number(x) + Number(run) }));
    expect(Math.min(...starts.map((run) => run.x))).toBe(4);
    expect(Math.min(...starts.map((run) => run.y))).toBe(4);
    expect(Math.max(...starts.map((run) => run.end))).toBe(size - 4);
  });
});

import QRCode from 'qrcode';

/** Light modules around the code, as the standard asks, so a scanner finds its edges on any background. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as an SVG path in module units: one rectangle per run of dark modules in a
 * row. Drawn from the code's modules rather than from the library's SVG text, so the page renders
 * it as React elements, at once, with no markup injected.
 */
export function qrCodePath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d: runs.join('') };
}

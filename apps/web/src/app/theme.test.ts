import { describe, expect, it } from 'vitest';
import { accessibleColors } from './theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const white = '#ffffff';
const minimums = { 6: 5.1, 7: 5.8, 8: 6.6, 9: 7.6 } as const;

describe('theme colours', () => {
  for (const [name, tuple] of Object.entries(accessibleColors)) {
    it(`${name}: shades 6–9 are text colours on white, 9 also on shade 1, 6 on the grey surfaces`, () => {
      for (const [shade, minimum] of Object.entries(minimums)) {
        expect(contrast(tuple[Number(shade)]!, white), `${name}.${shade}`).toBeGreaterThanOrEqual(minimum);
      }
      expect(contrast(tuple[9], tuple[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tuple[6], accessibleColors.gray[0])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tuple[6], accessibleColors.gray[1])).toBeGreaterThanOrEqual(4.5);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const tokens = readFileSync(`${import.meta.dirname}/tokens.css`, 'utf8');

const colour = (name: string): [number, number, number] => {
  const hex = new RegExp(`--color-${name}:\\s*#([0-9a-f]{6});`, 'i').exec(tokens)?.[1];
  if (!hex) throw new Error(`--color-${name} is not a six-digit hex colour in tokens.css`);
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
};

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (rgb: [number, number, number]) =>
  rgb.map((value) => value / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(colour(a)), luminance(colour(b))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

const backgrounds = ['stage', 'stage-deep', 'surface', 'surface-raised'];

describe('the colour tokens', () => {
  it.each(['text', 'text-muted', 'gold', 'gold-strong', 'danger', 'success'].flatMap((text) => backgrounds.map((bg) => [text, bg])))(
    '%s text on %s meets WCAG AA for body text (4.5:1)',
    (text, background) => {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([['on-gold', 'gold'], ['on-gold', 'gold-strong']])('%s text on %s buttons meets WCAG AA (4.5:1)', (text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(backgrounds)('form field borders stand out from %s as UI components must (3:1)', (background) => {
    expect(contrast('field-border', background)).toBeGreaterThanOrEqual(3);
  });
});

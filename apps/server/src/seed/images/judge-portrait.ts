import { element, gradient, PALETTE, SERIF, svgDocument, text } from './svg';

const SIZE = 400;
const HUES = ['#5a2a86', '#1f4e79', '#7a2e4f', '#0f5e5a', '#3d3b8e', '#6b3a1f'];

/** First letters of the first two words, as the header's avatar does. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? '')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** An abstract portrait: a bust in silhouette behind the judge's initials, within a gold ring. */
export function judgePortrait(index: number, name: string): string {
  const hue = HUES[index % HUES.length]!;
  return svgDocument(
    { width: SIZE, height: SIZE, title: name },
    [
      gradient('radialGradient', 'light', { cx: 0.35, cy: 0.25, r: 0.9 }, [[0, hue], [1, PALETTE.night]]),
      element('clipPath', { id: 'frame' }, element('circle', { cx: 200, cy: 200, r: 184 })),
    ],
    element('rect', { width: SIZE, height: SIZE, fill: PALETTE.night }),
    element(
      'g',
      { 'clip-path': 'url(#frame)' },
      element('rect', { width: SIZE, height: SIZE, fill: 'url(#light)' }),
      element('circle', { cx: 200, cy: 165, r: 78, fill: PALETTE.ivory, opacity: 0.12 }),
      element('path', { d: 'M 60 400 C 60 290 130 255 200 255 C 270 255 340 290 340 400 Z', fill: PALETTE.ivory, opacity: 0.12 }),
    ),
    element('circle', { cx: 200, cy: 200, r: 184, fill: 'none', stroke: PALETTE.gold, 'stroke-width': 8 }),
    element('circle', { cx: 200, cy: 200, r: 170, fill: 'none', stroke: PALETTE.gold, 'stroke-width': 1.5, opacity: 0.6 }),
    text(
      { x: 200, y: 238, 'text-anchor': 'middle', 'font-family': SERIF, 'font-size': 112, 'font-weight': 700, fill: PALETTE.gold, 'letter-spacing': 4 },
      initialsOf(name),
    ),
  );
}

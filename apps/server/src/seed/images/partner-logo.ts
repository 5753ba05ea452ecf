import { element, PALETTE, SANS, starPoints, svgDocument, text } from './svg';

const WIDTH = 480;
const HEIGHT = 160;

/** Emblems drawn in a 96-unit box centred on (80, 80), one per partner in turn. */
const EMBLEMS: ((gold: string) => string)[] = [
  (gold) =>
    element('circle', { cx: 80, cy: 80, r: 26, fill: gold }) +
    element('ellipse', { cx: 80, cy: 80, rx: 46, ry: 16, fill: 'none', stroke: gold, 'stroke-width': 5, transform: 'rotate(-25 80 80)' }),
  (gold) => element('path', { d: 'M 40 50 H 120 V 110 H 40 Z M 56 50 V 110 M 104 50 V 110', fill: 'none', stroke: gold, 'stroke-width': 7, 'stroke-linejoin': 'round' }),
  (gold) => element('path', { d: 'M 80 36 C 128 52 120 112 80 124 C 40 112 32 52 80 36 Z M 80 44 V 120', fill: gold, stroke: PALETTE.night, 'stroke-width': 4 }),
  (gold) => element('polygon', { points: '80,34 120,57 120,103 80,126 40,103 40,57', fill: 'none', stroke: gold, 'stroke-width': 7 }) + element('circle', { cx: 80, cy: 80, r: 12, fill: gold }),
  (gold) => [14, 30, 42, 26, 12].map((half, i) => element('rect', { x: 42 + i * 16, y: 80 - half, width: 10, height: 2 * half, rx: 5, fill: gold })).join(''),
  (gold) => element('polygon', { points: starPoints(80, 80, 44, 18, 6), fill: gold }),
];

/** A wordmark: an emblem and the brand's name on a dark plate. */
export function partnerLogo(index: number, name: string): string {
  // Room for the name between the emblem and the right edge, at about 0.62 em per letter.
  const fontSize = Math.min(40, Math.floor(300 / (0.62 * name.length)));
  return svgDocument(
    { width: WIDTH, height: HEIGHT, title: name },
    [],
    element('rect', { x: 2, y: 2, width: WIDTH - 4, height: HEIGHT - 4, rx: 24, fill: PALETTE.stage, stroke: PALETTE.gold, 'stroke-opacity': 0.35, 'stroke-width': 2 }),
    EMBLEMS[index % EMBLEMS.length]!(PALETTE.gold),
    text({ x: 150, y: 80, 'dominant-baseline': 'central', 'font-family': SANS, 'font-size': fontSize, 'font-weight': 700, 'letter-spacing': 1, fill: PALETTE.ivory }, name),
  );
}

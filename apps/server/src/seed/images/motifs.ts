import { element, starPoints } from './svg';

/**
 * One vector motif per nomination, drawn around the origin within about 110 units. `ink` paints
 * the figure, `shade` the details cut into it, so each art style can colour the same drawing.
 */
export type Motif = (ink: string, shade: string) => string;

const round = { 'stroke-linecap': 'round', 'stroke-linejoin': 'round', fill: 'none' };

function rays(ink: string, count: number, from: number, to: number, offset = 0): string {
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count + offset;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return element('line', { x1: from * cos, y1: from * sin, x2: to * cos, y2: to * sin, stroke: ink, 'stroke-width': 8, ...round });
  }).join('');
}

function teardrop(x: number, y: number, fill: string): string {
  return element('path', { d: `M ${x} ${y} q -13 22 0 30 q 13 -8 0 -30 Z`, fill });
}

/** A ring as one shape, so it stays a ring when filled. */
function ring(cx: number, cy: number, outer: number, inner: number): string {
  const circle = (r: number) => `M ${cx - r} ${cy} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
  return `${circle(outer)} ${circle(inner)}`;
}

const HEART = 'M 0 30 C -50 -5 -45 -60 0 -35 C 45 -60 50 -5 0 30 Z';

export const MOTIFS: Motif[] = [
  // 1 Most hilarious reaction: a face laughing to tears.
  (ink, shade) =>
    element('circle', { r: 92, fill: ink }) +
    element('path', { d: 'M -52 -22 Q -36 -46 -20 -22 M 20 -22 Q 36 -46 52 -22', stroke: shade, 'stroke-width': 10, ...round }) +
    element('path', { d: 'M -56 12 Q 0 100 56 12 Z', fill: shade }) +
    teardrop(-106, -8, ink) +
    teardrop(106, -8, ink),
  // 2 The brightest reaction: a lightning bolt bursting with light.
  (ink) => element('polygon', { points: '15,-105 -50,5 -5,5 -20,105 55,-20 10,-20 35,-105', fill: ink }) + rays(ink, 8, 78, 108, Math.PI / 8),
  // 3 Coolest background: a lit backdrop with mountains and a sun.
  (ink, shade) =>
    element('rect', { x: -100, y: -78, width: 200, height: 156, rx: 14, fill: ink }) +
    element('rect', { x: -84, y: -62, width: 168, height: 124, rx: 6, fill: shade }) +
    element('polygon', { points: '-78,56 -30,-8 -2,26 34,-24 78,56', fill: ink }) +
    element('circle', { cx: 44, cy: -38, r: 13, fill: ink }),
  // 4 Craziest outfit: a top hat over a bow tie.
  (ink, shade) =>
    element('rect', { x: -50, y: -105, width: 100, height: 92, rx: 8, fill: ink }) +
    element('rect', { x: -50, y: -40, width: 100, height: 14, fill: shade }) +
    element('ellipse', { cx: 0, cy: -12, rx: 86, ry: 14, fill: ink }) +
    element('path', { d: 'M -8 60 L -78 28 L -78 96 Z M 8 60 L 78 28 L 78 96 Z', fill: ink }) +
    element('rect', { x: -16, y: 46, width: 32, height: 28, rx: 6, fill: ink, stroke: shade, 'stroke-width': 4 }),
  // 5 Best streamer collaboration: two linked rings.
  (ink, shade) =>
    element('path', { d: ring(-36, 10, 64, 46), fill: ink, 'fill-rule': 'evenodd' }) +
    element('path', { d: ring(36, 10, 64, 46), fill: ink, 'fill-rule': 'evenodd', stroke: shade, 'stroke-width': 3 }) +
    element('polygon', { points: starPoints(0, -90, 16, 6, 4), fill: ink }),
  // 6 Best cringe: a grimace with clenched teeth and a bead of sweat.
  (ink, shade) =>
    element('circle', { r: 92, fill: ink }) +
    element('path', { d: 'M -60 -48 L -24 -38 M 60 -48 L 24 -38', stroke: shade, 'stroke-width': 8, ...round }) +
    element('rect', { x: -52, y: -24, width: 30, height: 9, rx: 4, fill: shade }) +
    element('rect', { x: 22, y: -24, width: 30, height: 9, rx: 4, fill: shade }) +
    element('rect', { x: -54, y: 16, width: 108, height: 40, rx: 10, fill: shade }) +
    [-46, -22, 2, 26].map((x) => element('rect', { x, y: 22, width: 20, height: 28, rx: 3, fill: ink })).join('') +
    teardrop(88, -92, ink),
  // 7 Best female streamer: a jewelled crown.
  (ink, shade) =>
    element('polygon', { points: '-92,50 -92,-40 -46,6 0,-72 46,6 92,-40 92,50', fill: ink }) +
    element('rect', { x: -92, y: 54, width: 184, height: 30, rx: 6, fill: ink }) +
    [-92, 0, 92].map((x) => element('circle', { cx: x, cy: x === 0 ? -82 : -50, r: 11, fill: ink })).join('') +
    [-46, 0, 46].map((x) => element('circle', { cx: x, cy: 69, r: 8, fill: shade })).join(''),
  // 8 Community champion: a trophy.
  (ink, shade) =>
    element('path', { d: 'M -62 -60 Q -108 -62 -96 -28 Q -86 0 -52 4 M 62 -60 Q 108 -62 96 -28 Q 86 0 52 4', stroke: ink, 'stroke-width': 12, ...round }) +
    element('path', { d: 'M -62 -95 H 62 V -40 Q 62 22 0 32 Q -62 22 -62 -40 Z', fill: ink }) +
    element('polygon', { points: starPoints(0, -38, 24, 10), fill: shade }) +
    element('rect', { x: -12, y: 30, width: 24, height: 34, fill: ink }) +
    element('rect', { x: -50, y: 62, width: 100, height: 22, rx: 4, fill: ink }) +
    element('rect', { x: -66, y: 86, width: 132, height: 16, rx: 3, fill: ink }),
  // 9 Rising star: a star climbing on its trail.
  (ink) =>
    element('polygon', { points: starPoints(28, -28, 78, 32), fill: ink }) +
    [0, 1, 2]
      .map((i) =>
        element('line', { x1: -100 + i * 26, y1: 96 - i * 6, x2: -34 + i * 22, y2: 34 - i * 4, stroke: ink, 'stroke-width': 10, opacity: 1 - i * 0.3, ...round }),
      )
      .join(''),
  // 10 Streamer besties: two hearts side by side.
  (ink, shade) =>
    element('path', { d: HEART, fill: ink, transform: 'translate(-34 -6) scale(1.7)' }) +
    element('path', { d: HEART, fill: shade, stroke: ink, 'stroke-width': 4, transform: 'translate(42 18) scale(1.35)' }),
  // 11 Wildest stream moment: a flame throwing sparks.
  (ink, shade) =>
    element('path', {
      d: 'M 0 -105 C 30 -60 75 -35 70 25 C 65 80 30 105 0 105 C -30 105 -65 80 -70 25 C -72 -15 -45 -40 -35 -70 C -25 -35 -10 -30 -5 -45 C 0 -65 -10 -85 0 -105 Z',
      fill: ink,
    }) +
    element('path', { d: 'M 0 -5 C 20 18 35 38 30 62 C 25 86 10 95 0 95 C -10 95 -25 86 -30 62 C -33 42 -15 26 0 -5 Z', fill: shade }) +
    [
      { cx: 72, cy: -72, r: 7 },
      { cx: -84, cy: -56, r: 5 },
      { cx: 94, cy: -12, r: 4 },
    ]
      .map((spark) => element('circle', { ...spark, fill: ink }))
      .join(''),
];

import type { NominationVariant } from './asset-ids';
import { MOTIFS, type Motif } from './motifs';
import { element, gradient, PALETTE, SANS, SERIF, starPoints, svgDocument, text } from './svg';

const WIDTH = 800;
const HEIGHT = 600;

/** One stage colour per nomination, all dark enough for the gold to read on. */
const HUES = ['#4a2377', '#1d3f73', '#0f4f52', '#6a2446', '#34337e', '#5e3419', '#6b2561', '#21502f', '#23367a', '#7a2433', '#4d1b6e'];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];

interface Art {
  defs: string[];
  body: string[];
}

function sparkle(x: number, y: number, size: number, fill: string, opacity = 1): string {
  return element('polygon', { points: starPoints(x, y, size, size / 3, 4), fill, opacity });
}

/** The newer look: a spotlit stage, light beams and a glowing gold motif. */
function modern(id: number, hue: string, motif: Motif): Art {
  const place = 'translate(400 290) scale(1.25)';
  return {
    defs: [
      gradient('linearGradient', 'backdrop', { x1: 0, y1: 0, x2: 1, y2: 1 }, [[0, PALETTE.night], [0.55, hue], [1, PALETTE.stage]]),
      gradient('radialGradient', 'spot', { cx: 0.5, cy: 0, r: 0.9 }, [[0, PALETTE.goldLight, 0.35], [1, PALETTE.goldLight, 0]]),
      gradient('linearGradient', 'ink', { x1: 0, y1: 0, x2: 0, y2: 1 }, [[0, PALETTE.goldLight], [0.5, PALETTE.gold], [1, PALETTE.goldDeep]]),
      element('filter', { id: 'glow', x: -0.5, y: -0.5, width: 2, height: 2 }, element('feGaussianBlur', { stdDeviation: 14 })),
    ],
    body: [
      element('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#backdrop)' }),
      element('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#spot)' }),
      element('polygon', { points: '250,0 330,0 470,560 130,560', fill: PALETTE.ivory, opacity: 0.05 }),
      element('polygon', { points: '470,0 550,0 670,560 330,560', fill: PALETTE.ivory, opacity: 0.05 }),
      element('ellipse', { cx: 400, cy: 520, rx: 300, ry: 38, fill: PALETTE.gold, opacity: 0.16 }),
      sparkle(120, 110, 10, PALETTE.goldLight, 0.7),
      sparkle(690, 160, 14, PALETTE.goldLight, 0.7),
      sparkle(610, 70, 7, PALETTE.goldLight, 0.7),
      sparkle(170, 420, 8, PALETTE.goldLight, 0.7),
      element('g', { transform: place, filter: 'url(#glow)', opacity: 0.55 }, motif(PALETTE.gold, PALETTE.gold)),
      element('g', { transform: place }, motif('url(#ink)', PALETTE.night)),
      text(
        { x: 752, y: 572, 'text-anchor': 'end', 'font-family': SANS, 'font-size': 120, 'font-weight': 800, fill: 'none', stroke: PALETTE.gold, 'stroke-width': 3, opacity: 0.6 },
        String(id).padStart(2, '0'),
      ),
    ],
  };
}

/** The older look: a framed, vignetted plate with an engraved motif and a Roman numeral. */
function classic(id: number, hue: string, motif: Motif): Art {
  const rays = Array.from({ length: 24 }, (_, i) => {
    const [cos, sin] = [Math.cos((Math.PI * i) / 12), Math.sin((Math.PI * i) / 12)];
    return element('line', { x1: 400 + 170 * cos, y1: 260 + 170 * sin, x2: 400 + 230 * cos, y2: 260 + 230 * sin, stroke: PALETTE.antique, 'stroke-width': 2, opacity: 0.35 });
  });
  return {
    defs: [gradient('radialGradient', 'vignette', { cx: 0.5, cy: 0.45, r: 0.75 }, [[0, hue], [1, PALETTE.night]])],
    body: [
      element('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#vignette)' }),
      element('rect', { x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, fill: 'none', stroke: PALETTE.antique, 'stroke-width': 4 }),
      element('rect', { x: 40, y: 40, width: WIDTH - 80, height: HEIGHT - 80, fill: 'none', stroke: PALETTE.antique, 'stroke-width': 1.5, opacity: 0.7 }),
      sparkle(40, 40, 12, PALETTE.antique),
      sparkle(760, 40, 12, PALETTE.antique),
      sparkle(40, 560, 12, PALETTE.antique),
      sparkle(760, 560, 12, PALETTE.antique),
      ...rays,
      element('circle', { cx: 400, cy: 260, r: 160, fill: PALETTE.night, 'fill-opacity': 0.35, stroke: PALETTE.antique, 'stroke-width': 2 }),
      element('g', { transform: 'translate(400 260)' }, motif(PALETTE.antique, hue)),
      element('path', { d: 'M 230 500 H 320 M 480 500 H 570', stroke: PALETTE.antique, 'stroke-width': 2 }),
      text({ x: 400, y: 520, 'text-anchor': 'middle', 'font-family': SERIF, 'font-size': 60, fill: PALETTE.antique }, ROMAN[id - 1] ?? String(id)),
    ],
  };
}

/** The picture of nomination `id` (1 to 11) in its old or new variant. */
export function nominationArt(id: number, variant: NominationVariant, title: string): string {
  const index = (id - 1) % MOTIFS.length;
  const draw = variant === 'new' ? modern : classic;
  const { defs, body } = draw(id, HUES[index]!, MOTIFS[index]!);
  return svgDocument({ width: WIDTH, height: HEIGHT, title }, defs, ...body);
}

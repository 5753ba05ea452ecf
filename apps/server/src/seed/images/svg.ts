import type { ContentAsset } from '../../modules/content';

/** The site's stage look: near-black purples with a warm gold accent. */
export const PALETTE = {
  night: '#0b0a12',
  stage: '#16122a',
  gold: '#e0b341',
  goldLight: '#f6dc8a',
  goldDeep: '#a97c1e',
  antique: '#c9a23a',
  ivory: '#f6f0e1',
} as const;

export const SANS = "'Inter', 'Helvetica Neue', Arial, sans-serif";
export const SERIF = "Georgia, 'Times New Roman', serif";

type Attributes = Record<string, string | number>;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One element with escaped attributes; children are markup built by these helpers, text goes through `text`. */
export function element(name: string, attributes: Attributes, ...children: string[]): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  return children.length === 0 ? `<${name}${attrs}/>` : `<${name}${attrs}>${children.join('')}</${name}>`;
}

export function text(attributes: Attributes, content: string): string {
  return element('text', attributes, escapeXml(content));
}

export function gradient(kind: 'linearGradient' | 'radialGradient', id: string, attributes: Attributes, stops: [number, string, number?][]): string {
  const stopElements = stops.map(([offset, color, opacity = 1]) => element('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }));
  return element(kind, { id, ...attributes }, ...stopElements);
}

/** A standalone SVG document with explicit size and viewBox, titled for screen readers. */
export function svgDocument(size: { width: number; height: number; title: string }, defs: string[], ...body: string[]): string {
  return element(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: size.width, height: size.height, viewBox: `0 0 ${size.width} ${size.height}`, role: 'img' },
    element('title', {}, escapeXml(size.title)),
    element('defs', {}, ...defs),
    ...body,
  );
}

/** Points of a star with `count` tips around (cx, cy), for a polygon. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, count = 5): string {
  return Array.from({ length: count * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / count - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

export function svgAsset(id: string, svg: string): ContentAsset {
  return { id, filename: `${id}.svg`, contentType: 'image/svg+xml', body: Buffer.from(svg, 'utf8') };
}

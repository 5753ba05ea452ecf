import { initialsOf } from '../images/judge-portrait';
import { element, gradient, PALETTE, SANS, svgDocument, text } from '../images/svg';

const SIZE = 320;
const GLOWS = ['#ff3d7f', '#27c3ff', '#8d5cff', '#00d49a', '#ff9f1c', '#e0b341'];

/** The first two capitals of a camel-cased nickname (`SpinDoctorLuca` → SD), else its first two letters. */
const nicknameInitials = (nickname: string) => initialsOf(nickname.replace(/([a-z])([A-Z])/g, '$1 $2'));

/** A streamer's avatar: a neon-lit rounded tile with a headset above the initials and a red 'live' dot. */
export function streamerAvatar(index: number, nickname: string): string {
  const glow = GLOWS[index % GLOWS.length]!;
  return svgDocument(
    { width: SIZE, height: SIZE, title: nickname },
    [gradient('linearGradient', 'neon', { x1: 0, y1: 0, x2: 1, y2: 1 }, [[0, glow], [0.55, PALETTE.stage], [1, PALETTE.night]])],
    element('rect', { width: SIZE, height: SIZE, rx: 64, fill: 'url(#neon)' }),
    element('rect', { x: 10, y: 10, width: SIZE - 20, height: SIZE - 20, rx: 56, fill: 'none', stroke: glow, 'stroke-width': 4, opacity: 0.8 }),
    element('path', { d: 'M 100 136 V 120 A 60 60 0 0 1 220 120 V 136', fill: 'none', stroke: PALETTE.ivory, 'stroke-width': 12, 'stroke-linecap': 'round', opacity: 0.85 }),
    element('rect', { x: 82, y: 118, width: 32, height: 52, rx: 13, fill: PALETTE.ivory, opacity: 0.85 }),
    element('rect', { x: 206, y: 118, width: 32, height: 52, rx: 13, fill: PALETTE.ivory, opacity: 0.85 }),
    text({ x: 160, y: 256, 'text-anchor': 'middle', 'font-family': SANS, 'font-size': 72, 'font-weight': 800, fill: PALETTE.goldLight }, nicknameInitials(nickname)),
    element('circle', { cx: 262, cy: 58, r: 16, fill: '#ff2d2d', stroke: PALETTE.night, 'stroke-width': 5 }),
  );
}

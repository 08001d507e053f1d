import { type BodyType, SHAPES } from './car-shapes.ts';

export const ART_WIDTH = 800;
const ART_HEIGHT = 500;
const GROUND = 420;
/**
 * The demo pictures of one car (issue 21: at least three per car): its side, its other side (mirrored, about the
 * drawing's middle at x 400) and a close-up of the front wheel and headlight.
 */
export const CAR_VIEWS = ['side', 'other-side', 'front'] as const;
export type CarView = (typeof CAR_VIEWS)[number];

/** The drawing is 800 x 500; each view's 16:10 window frames the car (or its front) more tightly. */
const VIEW_BOX: Record<CarView, string> = {
  side: '48 58 704 440',
  'other-side': '48 58 704 440',
  front: '432 206 360 225',
};

/** Mixes a #rrggbb colour with another; `amount` 0 keeps `color`, 1 gives `other`. */
export function mix(color: string, other: string, amount: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const a = parse(color);
  const b = parse(other);
  return `#${a
    .map((channel, i) => Math.round(channel + ((b[i] ?? 0) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A gradient of the drawing's <defs>: its stops are [offset, colour] or [offset, colour, opacity]. */
function gradient(
  kind: 'linearGradient' | 'radialGradient',
  id: string,
  geometry: string,
  stops: [offset: number, color: string, opacity?: number][],
): string {
  const lines = stops.map(
    ([offset, color, opacity]) =>
      `      <stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
  );
  return [`    <${kind} id="${id}" ${geometry}>`, ...lines, `    </${kind}>`].join('\n');
}

function wheel(cx: number, r: number): string {
  const cy = GROUND - r;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = i * 72;
    return `<path d="M${cx - r * 0.07} ${cy} L${cx - r * 0.13} ${cy - r * 0.56} L${cx + r * 0.13} ${cy - r * 0.56} L${cx + r * 0.07} ${cy} Z" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#16181d"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="#2c3038" stroke-width="${r * 0.06}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.64}" fill="url(#rim)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#3b414b"/>
    <g fill="url(#rim)">${spokes}</g>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#d9dde3" stroke="#8b929c" stroke-width="1.5"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.05}" fill="#6b7280"/>
  </g>`;
}

/**
 * A side view of a car as an SVG document: soft studio background, ground shadow, shaded body in `color`,
 * tinted glass, lights and five-spoke wheels. Pure string building, so it is cheap to test.
 */
export function carSvg(body: BodyType, color: string, view: CarView = 'side'): string {
  const shape = SHAPES[body];
  const outline = mix(color, '#000000', 0.45);
  const { x: wheelXs, r } = shape.wheels;
  const flares = shape.cladding
    ? wheelXs.map((x) => `<circle cx="${x}" cy="${GROUND - r}" r="${r + 16}" fill="#2a2e35"/>`).join('')
    : '';
  const wells = wheelXs
    .map((x) => `<circle cx="${x}" cy="${GROUND - r}" r="${r + 7}" fill="#15171c"/>`)
    .join('');
  const windows = shape.windows.map((d) => `<path d="${d}"/>`).join('');
  const handles = shape.handles
    .map(
      ({ x, y }) =>
        `<rect x="${x}" y="${y}" width="26" height="5" rx="2.5" fill="${outline}" opacity="0.8"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX[view]}" width="${ART_WIDTH}" height="${ART_HEIGHT}">
  <defs>
${gradient('linearGradient', 'bg', 'x1="0" y1="0" x2="0" y2="1"', [
  [0, mix(color, '#ffffff', 0.9)],
  [0.78, '#f4f5f7'],
  [1, '#e3e6ea'],
])}
${gradient('radialGradient', 'spot', 'cx="0.5" cy="0.45" r="0.6"', [
  [0, '#ffffff', 0.85],
  [1, '#ffffff', 0],
])}
${gradient('radialGradient', 'shadow', 'cx="0.5" cy="0.5" r="0.5"', [
  [0, '#0f172a', 0.45],
  [1, '#0f172a', 0],
])}
${gradient('linearGradient', 'paint', 'x1="0" y1="0" x2="0" y2="1"', [
  [0, mix(color, '#ffffff', 0.35)],
  [0.45, color],
  [1, mix(color, '#000000', 0.4)],
])}
${gradient('linearGradient', 'glass', 'x1="0" y1="0" x2="1" y2="1"', [
  [0, '#5b6b80'],
  [0.55, '#1f2a37'],
  [1, '#111827'],
])}
${gradient('radialGradient', 'rim', 'cx="0.4" cy="0.35" r="0.75"', [
  [0, '#f5f6f8'],
  [0.6, '#b8bec7'],
  [1, '#7c848f'],
])}
    <clipPath id="body-clip"><path d="${shape.body}"/></clipPath>
    <clipPath id="glass-clip">${windows}</clipPath>
  </defs>
  <rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>
  <ellipse cx="400" cy="230" rx="420" ry="230" fill="url(#spot)"/>
  <g${view === 'other-side' ? ' transform="translate(800 0) scale(-1 1)"' : ''}>
  <ellipse cx="405" cy="${GROUND + 2}" rx="350" ry="22" fill="url(#shadow)"/>
  <path d="${shape.body}" fill="url(#paint)" stroke="${outline}" stroke-width="2" stroke-linejoin="round"/>
  <g clip-path="url(#body-clip)">${flares}${wells}</g>
  <g fill="url(#glass)" stroke="${outline}" stroke-width="1.5" stroke-linejoin="round">${windows}</g>
  <path d="M0 300 L260 160 L300 160 L40 300 Z M70 300 L330 160 L350 160 L90 300 Z" fill="#ffffff" opacity="0.16" clip-path="url(#glass-clip)"/>
  <g fill="#22262d">${shape.trim.map((d) => `<path d="${d}"/>`).join('')}</g>
  <g fill="none" stroke="${outline}" stroke-width="2" stroke-linecap="round" opacity="0.7">${shape.lines.map((d) => `<path d="${d}"/>`).join('')}</g>
  <path d="${shape.highlight}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.35"/>
  ${handles}
  <path d="${shape.headlight}" fill="#fff8dc" stroke="#c9b458" stroke-width="1.5" stroke-linejoin="round"/>
  <path d="${shape.taillight}" fill="#d32f2f" stroke="#7f1d1d" stroke-width="1.5" stroke-linejoin="round"/>
  ${wheelXs.map((x) => wheel(x, r)).join('')}
  </g>
</svg>`;
}

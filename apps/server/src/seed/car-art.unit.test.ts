import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { carSvg, mix } from './car-art.ts';
import { BODY_TYPES, SHAPES } from './car-shapes.ts';

/** Every opened element is closed, in order: a cheap well-formedness check without an XML parser. */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name ?? '');
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

describe('carSvg', () => {
  it.each(BODY_TYPES)('draws a well-formed, renderable %s', async (body) => {
    const svg = carSvg(body, '#1f4e9c');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(isBalanced(svg)).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined/);
    expect(svg).toContain('#1f4e9c'); // the body colour
    expect(svg.match(/fill="#16181d"/g)).toHaveLength(2); // two tyres
    // librsvg (through sharp) must accept it.
    const { width, height } = await sharp(Buffer.from(svg))
      .png()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info);
    expect(width / height).toBeCloseTo(1.6, 2);
  });

  it('gives every body type its own silhouette', () => {
    const bodies = new Set(BODY_TYPES.map((body) => SHAPES[body].body));
    expect(bodies.size).toBe(BODY_TYPES.length);
  });

  it('paints what it is asked to', async () => {
    const pixel = async (color: string) => {
      const { data } = await sharp(Buffer.from(carSvg('suv', color)))
        .extract({ left: 400, top: 300, width: 1, height: 1 }) // the middle of the front door
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    const [r, , b] = await pixel('#d02020');
    expect(r).toBeGreaterThan(b! + 80);
    const [r2, , b2] = await pixel('#2020d0');
    expect(b2).toBeGreaterThan(r2! + 80);
  });
});

describe('mix', () => {
  it('blends two colours channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mix('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mix('#ff0000', '#0000ff', 0.5)).toBe('#800080');
  });
});

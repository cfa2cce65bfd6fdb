/**
 * The demo catalogue's product drawings: one flat SVG sketch per product type, centred on (0, 0)
 * and drawn inside a 400 × 400 box. Things with a colour of their own (a tyre, a basketball, denim)
 * keep it; the rest take the product's palette.
 */

export interface Palette {
  main: string;
  dark: string;
  light: string;
  /** A colour a third of the way round the wheel, for playful accents. */
  accent: string;
}

const INK = '#2e3440';
const CHARCOAL = '#4a525e';
const STEEL = '#9aa5b1';
const SILVER = '#d5dbe2';
const WHITE = '#ffffff';
const GLASS = '#dcecf8';
const SCREEN = '#1d2634';
const GOLD = '#d9a93b';
const WOOD = '#cf9a5e';
const WOOD_DARK = '#9c6532';
const SKIN = '#8a5a3c';
const RED = '#d8393b';
const GREEN = '#38a35a';
const BLUE = '#2f6fd6';
const YELLOW = '#f3c233';
const ORANGE = '#ef8a25';
const DENIM = '#3f5f8f';
const FELT = '#cfe04a';

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const shape = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const outline = (colour: string, width = 6) =>
  `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round"`;
const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
/** `n` copies of `fn(i)`, joined. */
const times = (n: number, fn: (i: number) => string) => Array.from({ length: n }, (_, i) => fn(i)).join('');

/** A shirt-like body with sleeves ending at (±sx, sy): the shared outline of tops. */
function top(sleeveX: number, sleeveY: number, hem = 175): string {
  return `M-62 -160 L-150 -120 L${-sleeveX} ${sleeveY} L${-sleeveX + 70} ${sleeveY + 26} L-110 -40 L-110 ${hem} L110 ${hem} L110 -40 L${sleeveX - 70} ${sleeveY + 26} L${sleeveX} ${sleeveY} L150 -120 L62 -160 Q0 -108 -62 -160 Z`;
}

/** A trainer in profile, toe to the right, sole at y = 55–95. */
function shoe(upper: string, sole: string, trim: string): string {
  return (
    shape('M-200 52 H196 Q214 60 205 96 H-192 Q-214 86 -200 52 Z', sole, outline(SILVER, 5)) +
    line('M-196 78 H200', SILVER, 5) +
    shape(
      'M-196 56 L-192 -52 Q-190 -88 -150 -90 L-118 -90 Q-110 -52 -70 -55 L-40 -56 L70 -14 Q165 8 196 56 Z',
      upper,
    ) +
    shape('M116 -4 Q172 12 196 56 H108 Z', trim) +
    line('M-160 28 Q-50 30 60 -10', trim, 16) +
    line('M-38 -50 L-22 -18 M-6 -40 L10 -8 M26 -28 L42 2', WHITE, 9) +
    shape('M-196 -20 L-192 -52 Q-190 -88 -150 -90 V56 H-196 Z', trim)
  );
}

/** A round ball with a shine, clipped decorations added by the caller. */
const ballShine = (r: number) =>
  line(
    `M${-r * 0.55} ${-r * 0.35} A${r * 0.7} ${r * 0.7} 0 0 1 ${-r * 0.2} ${-r * 0.62}`,
    WHITE,
    14,
    'stroke-opacity=".55"',
  );

/** A bottle body with a label, neck and cap, standing on y = 180. */
function bottle(body: string, cap: string, label: string, width = 170, shoulder = -40, neck = 60): string {
  const w = width / 2;
  return (
    rect(-neck / 2, -175, neck, 50, 10, cap) +
    shape(
      `M${-neck / 2} -128 V${shoulder - 30} Q${-w} ${shoulder - 10} ${-w} ${shoulder + 40} V160 Q${-w} 180 ${-w + 20} 180 H${w - 20} Q${w} 180 ${w} 160 V${shoulder + 40} Q${w} ${shoulder - 10} ${neck / 2} ${shoulder - 30} V-128 Z`,
      body,
    ) +
    rect(-w + 14, shoulder + 60, width - 28, 90, 10, label)
  );
}

/** A stand-up pouch or bag with a folded top. */
function bag(fill: string, band: string): string {
  return (
    shape('M-140 -150 H140 L150 150 Q150 180 120 180 H-120 Q-150 180 -150 150 Z', fill) +
    rect(-145, -170, 290, 40, 8, band) +
    line('M-140 -130 H140', '#000', 6, 'stroke-opacity=".12"')
  );
}

export const DRAWINGS = {
  // Electronics
  smartphone: (c: Palette) =>
    rect(-100, -195, 200, 390, 34, INK) +
    rect(-86, -170, 172, 340, 14, c.main) +
    circle(0, -182, 6, CHARCOAL) +
    times(12, (i) =>
      rect(-66 + (i % 3) * 50, -140 + Math.floor(i / 3) * 58, 32, 32, 9, WHITE, 'fill-opacity=".8"'),
    ) +
    rect(-70, 110, 140, 40, 20, c.light),
  featurePhone: (c: Palette) =>
    rect(-90, -200, 180, 400, 46, INK) +
    rect(-64, -170, 128, 105, 10, c.light) +
    rect(-50, -150, 60, 12, 6, c.main) +
    ellipse(0, -25, 42, 22, STEEL) +
    times(12, (i) => rect(-62 + (i % 3) * 46, 20 + Math.floor(i / 3) * 40, 34, 26, 10, SILVER)),
  tablet: (c: Palette) =>
    rect(-155, -200, 310, 400, 28, INK) +
    rect(-138, -180, 276, 360, 12, c.light) +
    circle(70, -90, 34, YELLOW) +
    shape('M-138 120 L-50 10 L10 80 L60 30 L138 120 V180 H-138 Z', c.main) +
    circle(0, -190, 5, CHARCOAL),
  tv: (c: Palette) =>
    rect(-205, -165, 410, 250, 10, INK) +
    rect(-192, -152, 384, 224, 4, c.light) +
    circle(110, -95, 28, YELLOW) +
    shape('M-192 72 L-90 -40 L-20 30 L50 -20 L192 72 Z', c.main) +
    rect(-14, 85, 28, 40, 4, CHARCOAL) +
    rect(-100, 122, 200, 16, 8, CHARCOAL),
  earbuds: (c: Palette) =>
    rect(-115, 0, 230, 165, 70, WHITE, outline(STEEL)) +
    line('M-112 60 H112', STEEL, 5) +
    circle(0, 100, 7, c.main) +
    group(
      'translate(-62 -95) rotate(-12)',
      rect(-14, 20, 28, 110, 14, WHITE, outline(STEEL)) +
        circle(0, 0, 42, WHITE, outline(STEEL)) +
        circle(8, -6, 14, CHARCOAL),
    ) +
    group(
      'translate(62 -95) rotate(12)',
      rect(-14, 20, 28, 110, 14, WHITE, outline(STEEL)) +
        circle(0, 0, 42, WHITE, outline(STEEL)) +
        circle(-8, -6, 14, CHARCOAL),
    ),
  laptop: (c: Palette) =>
    rect(-165, -165, 330, 225, 14, INK) +
    rect(-150, -150, 300, 195, 4, c.main) +
    line('M-110 -100 H40 M-110 -60 H90 M-110 -20 H10', WHITE, 14, 'stroke-opacity=".6"') +
    shape('M-200 65 H200 L180 105 Q176 112 166 112 H-166 Q-176 112 -180 105 Z', STEEL) +
    rect(-205, 55, 410, 16, 6, SILVER) +
    rect(-40, 78, 80, 12, 6, CHARCOAL, 'fill-opacity=".35"'),
  printer: (c: Palette) =>
    shape('M-105 -60 L-95 -185 H95 L105 -60 Z', WHITE, outline(SILVER)) +
    line('M-65 -150 H65 M-65 -120 H40 M-65 -90 H55', STEEL, 8) +
    rect(-180, -70, 360, 170, 22, SILVER) +
    rect(-180, -70, 360, 40, 16, STEEL) +
    rect(-140, 55, 280, 18, 9, INK) +
    rect(-110, 64, 220, 100, 4, WHITE, outline(SILVER)) +
    circle(130, -5, 10, c.main) +
    circle(100, -5, 10, GREEN),
  powerBank: (c: Palette) =>
    rect(-95, -185, 190, 370, 32, INK) +
    rect(-95, -185, 190, 370, 32, c.main, 'fill-opacity=".25"') +
    rect(-40, -180, 80, 14, 5, CHARCOAL) +
    shape('M18 -95 L-40 10 H-2 L-22 95 L42 -15 H2 Z', YELLOW) +
    times(4, (i) => circle(-45 + i * 30, 140, 9, i < 3 ? GREEN : CHARCOAL)),
  smartwatch: (c: Palette) =>
    rect(-62, -205, 124, 410, 36, c.dark) +
    times(3, (i) => circle(0, 140 + i * 22, 6, INK)) +
    rect(-100, -118, 200, 236, 50, INK) +
    rect(-82, -100, 164, 200, 36, SCREEN) +
    line('M-62 10 H-25 L-8 -40 L12 55 L30 -5 H62', c.main, 11) +
    rect(-30, -72, 60, 14, 7, WHITE, 'fill-opacity=".7"') +
    rect(98, -34, 16, 46, 6, CHARCOAL),
  charger: (c: Palette) =>
    rect(-40, -195, 22, 62, 4, STEEL) +
    rect(18, -195, 22, 62, 4, STEEL) +
    rect(-12, -210, 24, 70, 4, STEEL) +
    rect(-100, -140, 200, 190, 34, WHITE, outline(SILVER)) +
    rect(-26, 20, 52, 16, 6, INK) +
    circle(60, -100, 8, c.main) +
    line('M0 50 V105 Q0 150 50 150 H110 Q160 150 160 110 V60', CHARCOAL, 16) +
    rect(143, 8, 34, 58, 10, WHITE, outline(SILVER)),
  soundbar: (c: Palette) =>
    rect(-205, -150, 410, 80, 40, INK) +
    times(17, (i) => circle(-160 + i * 20, -110, 5, CHARCOAL)) +
    circle(180, -110, 5, c.main) +
    rect(20, -30, 170, 215, 18, INK) +
    circle(105, 80, 62, CHARCOAL) +
    circle(105, 80, 26, STEEL) +
    circle(105, 5, 9, c.main) +
    rect(-170, 160, 160, 14, 7, '#000', 'fill-opacity=".15"'),
  speaker: (c: Palette) =>
    rect(-180, -95, 360, 190, 95, c.main) +
    rect(-150, -95, 300, 190, 6, c.dark, 'fill-opacity=".25"') +
    times(6, (i) => line(`M${-120 + i * 48} -78 V78`, c.dark, 6, 'stroke-opacity=".35"')) +
    ellipse(-180, 0, 34, 86, c.dark) +
    ellipse(180, 0, 34, 86, c.dark) +
    circle(0, 0, 40, WHITE) +
    circle(0, 0, 20, c.main) +
    line('M-110 -95 Q-110 -150 -60 -150 H-20', INK, 14),
  headphones: (c: Palette) =>
    line('M-150 30 V-20 A150 150 0 0 1 150 -20 V30', INK, 30) +
    rect(-195, 10, 78, 150, 36, c.main) +
    rect(-135, 30, 30, 110, 14, INK) +
    rect(117, 10, 78, 150, 36, c.main) +
    rect(105, 30, 30, 110, 14, INK),
  memoryCard: (c: Palette) =>
    group(
      'rotate(-8)',
      shape('M-115 -180 H75 L115 -140 V-50 L100 -35 V180 H-115 Z', INK) +
        times(8, (i) => rect(-95 + i * 22, -165, 14, 54, 3, GOLD)) +
        rect(-95, -60, 180, 210, 12, c.main) +
        rect(-75, -30, 140, 28, 14, WHITE, 'fill-opacity=".85"') +
        rect(-75, 10, 90, 22, 11, WHITE, 'fill-opacity=".6"'),
    ),
  mouse: (c: Palette) =>
    line('M0 -160 Q-10 -200 40 -205', CHARCOAL, 10) +
    rect(-110, -170, 220, 350, 110, c.main) +
    shape('M-110 -60 V-60 Q-110 -170 0 -170 V-60 Z', c.dark, 'fill-opacity=".25"') +
    line('M0 -170 V-60 M-110 -60 H110', c.dark, 6) +
    rect(-12, -140, 24, 56, 12, INK),
  inverter: (c: Palette) =>
    rect(-160, -180, 320, 360, 20, WHITE, outline(SILVER)) +
    rect(-110, -140, 220, 90, 10, SCREEN) +
    times(4, (i) => rect(-90 + i * 44, -110, 30, 40, 4, GREEN)) +
    shape('M14 -20 L-44 70 H-6 L-24 150 L40 50 H2 Z', c.main) +
    times(4, (i) => line(`M70 ${0 + i * 34} H130`, SILVER, 10)) +
    circle(-110, 130, 20, CHARCOAL) +
    rect(-160, 150, 320, 30, 14, c.dark, 'fill-opacity=".2"'),

  // Clothing
  tshirt: (c: Palette) =>
    shape(top(195, -28), c.main, outline(c.dark, 8)) +
    line('M-62 -160 Q0 -108 62 -160', c.dark, 10) +
    line('M-110 120 H110', c.light, 8, 'stroke-dasharray="14 10"'),
  polo: (c: Palette) =>
    shape(top(195, -28), c.main, outline(c.dark, 8)) +
    shape('M-62 -160 L-20 -95 L-46 -70 L-78 -150 Z', c.light) +
    shape('M62 -160 L20 -95 L46 -70 L78 -150 Z', c.light) +
    rect(-12, -112, 24, 90, 6, c.dark, 'fill-opacity=".35"') +
    circle(0, -80, 6, WHITE) +
    circle(0, -45, 6, WHITE) +
    circle(-70, -20, 12, c.accent),
  shirt: (c: Palette) =>
    shape(top(185, 150), c.light, outline(c.dark, 8)) +
    shape('M-62 -160 L-8 -100 L-40 -60 L-78 -150 Z', WHITE, outline(c.dark, 6)) +
    shape('M62 -160 L8 -100 L40 -60 L78 -150 Z', WHITE, outline(c.dark, 6)) +
    line('M0 -100 V175', c.dark, 6) +
    times(5, (i) => circle(10, -70 + i * 50, 6, c.dark)) +
    rect(-70, -30, 50, 50, 6, c.main, 'fill-opacity=".35"'),
  hoodie: (c: Palette) =>
    shape(
      'M-80 -150 L-150 -120 L-198 120 L-150 140 L-112 -10 L-112 175 H112 L112 -10 L150 140 L198 120 L150 -120 L80 -150 Z',
      c.main,
    ) +
    rect(-112, 160, 224, 26, 8, c.dark) +
    shape('M-84 -150 Q-96 -222 0 -230 Q96 -222 84 -150 Q0 -100 -84 -150 Z', c.dark) +
    shape('M-50 -160 Q0 -200 50 -160 Q0 -130 -50 -160 Z', INK, 'fill-opacity=".6"') +
    line('M-26 -120 L-32 -40 M26 -120 L32 -40', WHITE, 8) +
    shape('M-75 60 H75 L95 135 H-95 Z', c.dark, 'fill-opacity=".45"'),
  jacket: (c: Palette) =>
    shape(top(190, 140, 165), c.main) +
    rect(-110, 150, 220, 30, 8, c.dark) +
    rect(-190, 135, 70, 30, 8, c.dark, 'transform="rotate(12 -155 150)"') +
    rect(120, 135, 70, 30, 8, c.dark, 'transform="rotate(-12 155 150)"') +
    shape('M-62 -160 Q0 -120 62 -160 L70 -180 Q0 -135 -70 -180 Z', c.dark) +
    line('M0 -140 V180', INK, 8) +
    rect(-6, -120, 12, 30, 4, STEEL) +
    line('M-150 -110 L-185 120 M150 -110 L185 120', WHITE, 12),
  jeans: () =>
    shape('M-115 -190 H115 L140 190 H30 L0 -70 L-30 190 H-140 Z', DENIM) +
    rect(-118, -195, 236, 32, 6, '#34507a') +
    line('M-75 -163 Q-60 -110 -100 -100 M75 -163 Q60 -110 100 -100', ORANGE, 5, 'stroke-dasharray="10 8"') +
    line('M0 -163 V-80', '#34507a', 6) +
    circle(0, -179, 8, GOLD) +
    line('M-128 150 H-40 M40 150 H128', ORANGE, 5, 'stroke-dasharray="10 8"'),
  trousers: (c: Palette) =>
    shape('M-105 -190 H105 L165 190 H25 L0 -50 L-25 190 H-165 Z', c.main) +
    rect(-108, -195, 216, 30, 6, c.dark) +
    line('M-60 -165 L-100 180 M60 -165 L100 180', c.dark, 5, 'stroke-opacity=".5"') +
    line('M0 -165 V-70', c.dark, 6),
  shorts: (c: Palette) =>
    shape('M-140 -110 H140 L165 95 H20 L0 -10 L-20 95 H-165 Z', c.main) +
    rect(-143, -120, 286, 34, 6, c.dark) +
    times(4, (i) => rect(-110 + i * 70, -124, 12, 42, 4, c.dark)) +
    line('M-100 -86 Q-80 -40 -135 -30 M100 -86 Q80 -40 135 -30', c.dark, 6),
  dress: (c: Palette) =>
    shape(
      'M-48 -195 L-62 -120 Q-72 -80 -55 -50 L-175 195 H175 L55 -50 Q72 -80 62 -120 L48 -195 Q0 -150 -48 -195 Z',
      c.main,
    ) +
    line('M-48 -195 L-38 -215 M48 -195 L38 -215', c.dark, 10) +
    rect(-60, -62, 120, 22, 8, c.dark) +
    times(9, (i) => circle(-110 + (i % 3) * 90 + (i % 2) * 20, 20 + Math.floor(i / 3) * 55, 14, c.accent)) +
    times(9, (i) => circle(-110 + (i % 3) * 90 + (i % 2) * 20, 20 + Math.floor(i / 3) * 55, 6, WHITE)),
  skirt: (c: Palette) =>
    shape('M-90 -150 H90 L170 170 H-170 Z', c.main) +
    rect(-95, -170, 190, 36, 8, c.dark) +
    times(7, (i) => line(`M${-60 + i * 20} -134 L${-130 + i * 43} 170`, c.dark, 5, 'stroke-opacity=".4"')) +
    circle(70, -152, 8, GOLD),
  peplumTop: (c: Palette) =>
    shape(
      'M-55 -180 L-150 -140 L-185 -55 L-125 -35 L-100 -80 L-95 20 H95 L100 -80 L125 -35 L185 -55 L150 -140 L55 -180 Q0 -140 -55 -180 Z',
      c.main,
    ) +
    shape('M-95 20 H95 Q150 90 175 140 Q90 175 0 150 Q-90 175 -175 140 Q-150 90 -95 20 Z', c.dark) +
    times(6, (i) => circle(-70 + (i % 3) * 70, -110 + Math.floor(i / 3) * 70, 18, c.accent)) +
    times(4, (i) => circle(-105 + i * 70, 110, 14, c.light)),
  gown: (c: Palette) =>
    shape(
      'M-45 -195 Q0 -175 45 -195 L200 -110 L195 -20 L110 -40 L160 195 H-160 L-110 -40 L-195 -20 L-200 -110 Z',
      c.main,
    ) +
    shape('M-45 -195 L0 -120 L45 -195 Q0 -180 -45 -195 Z', c.dark) +
    times(12, (i) =>
      circle(
        -95 + (i % 4) * 63,
        -10 + Math.floor(i / 4) * 65,
        20,
        WHITE,
        'fill-opacity=".0" stroke="#fff" stroke-opacity=".75" stroke-width="8"',
      ),
    ) +
    line('M-200 -105 L-110 -50 M200 -105 L110 -50', c.dark, 6, 'stroke-opacity=".5"') +
    line('M-150 175 H150', c.light, 10),
  kaftan: (c: Palette) =>
    rect(-85, 120, 72, 80, 6, c.dark) +
    rect(13, 120, 72, 80, 6, c.dark) +
    shape(
      'M-55 -185 L-140 -150 L-175 60 L-130 70 L-108 -60 L-110 140 H110 L108 -60 L130 70 L175 60 L140 -150 L55 -185 Q0 -160 -55 -185 Z',
      c.main,
    ) +
    shape('M-55 -185 Q0 -160 55 -185 L30 -90 Q0 -70 -30 -90 Z', c.light) +
    line('M0 -160 V-20', c.dark, 6) +
    line('M-36 -140 Q-60 -60 -30 -20 M36 -140 Q60 -60 30 -20', GOLD, 6) +
    line('M-110 120 H110', c.dark, 8),
  agbada: (c: Palette) =>
    shape('M-60 -200 Q0 -250 60 -200 L55 -180 H-55 Z', c.dark) +
    shape('M-50 -160 L-205 -100 L-190 160 H190 L205 -100 L50 -160 Q0 -130 -50 -160 Z', c.main) +
    shape('M-50 -160 Q0 -130 50 -160 L40 40 H-40 Z', c.light) +
    line('M-26 -120 Q-50 -20 0 20 Q50 -20 26 -120', GOLD, 8) +
    times(3, (i) => circle(0, -60 + i * 30, 7, GOLD)) +
    line('M-205 -100 L-190 160 M205 -100 L190 160', c.dark, 10) +
    rect(-60, 160, 50, 40, 6, c.dark) +
    rect(10, 160, 50, 40, 6, c.dark),
  sneaker: (c: Palette) => shoe(c.main, WHITE, c.light),
  dressShoe: () =>
    shape('M-195 40 H175 Q205 45 200 70 H-190 Z', INK) +
    rect(-190, 40, 70, 60, 8, INK) +
    shape('M-190 45 L-182 -30 Q-176 -60 -140 -62 L-40 -66 Q0 -66 30 -30 L120 0 Q195 15 196 45 Z', '#6b3d22') +
    shape('M-40 -66 Q0 -66 30 -30 L-10 -15 L-60 -60 Z', '#4e2b17') +
    line('M-30 -48 L0 -34 M-40 -30 L-10 -18', '#e7cfa8', 6) +
    line('M120 2 Q170 15 185 40', '#4e2b17', 6),
  sandals: (c: Palette) =>
    group(
      'translate(-85 0) rotate(-8)',
      rect(-62, -180, 124, 360, 62, c.dark) +
        rect(-52, -170, 104, 340, 52, c.light) +
        rect(-72, -120, 144, 90, 30, c.main) +
        rect(-72, 0, 144, 40, 18, c.main, 'fill-opacity=".85"'),
    ) +
    group(
      'translate(85 0) rotate(8)',
      rect(-62, -180, 124, 360, 62, c.dark) +
        rect(-52, -170, 104, 340, 52, c.light) +
        rect(-72, -120, 144, 90, 30, c.main) +
        rect(-72, 0, 144, 40, 18, c.main, 'fill-opacity=".85"'),
    ),

  // Home & Garden
  chestFreezer: (c: Palette) =>
    rect(-195, -50, 390, 220, 16, WHITE, outline(SILVER)) +
    rect(-205, -95, 410, 55, 14, WHITE, outline(SILVER)) +
    rect(-60, -45, 120, 18, 9, STEEL) +
    rect(110, 10, 60, 26, 8, SILVER) +
    circle(125, 23, 6, GREEN) +
    circle(150, 23, 6, RED) +
    line('M-100 40 V120 M-135 60 L-65 100 M-135 100 L-65 60', c.main, 10) +
    rect(-180, 170, 40, 16, 4, CHARCOAL) +
    rect(140, 170, 40, 16, 4, CHARCOAL),
  fridge: (c: Palette) =>
    rect(-125, -205, 250, 395, 22, WHITE, outline(SILVER)) +
    line('M-125 -60 H125', SILVER, 6) +
    rect(-100, -170, 16, 80, 8, STEEL) +
    rect(-100, -30, 16, 130, 8, STEEL) +
    rect(40, -180, 60, 26, 8, c.light) +
    circle(60, -167, 5, c.main) +
    rect(-110, 190, 40, 14, 4, CHARCOAL) +
    rect(70, 190, 40, 14, 4, CHARCOAL),
  airConditioner: (c: Palette) =>
    rect(-205, -140, 410, 150, 44, WHITE, outline(SILVER)) +
    line('M-160 -40 H160', SILVER, 6) +
    rect(-180, -10, 360, 22, 11, SILVER) +
    circle(150, -100, 8, c.main) +
    times(3, (i) =>
      line(`M${-110 + i * 110} 60 q-20 30 0 60 q20 30 0 60`, c.main, 12, 'stroke-opacity=".6"'),
    ),
  gasCooker: (c: Palette) =>
    rect(-160, -140, 320, 330, 14, WHITE, outline(SILVER)) +
    rect(-170, -165, 340, 40, 8, INK) +
    times(4, (i) =>
      shape(
        `M${-120 + i * 80} -165 q-18 -20 -6 -40 q6 20 14 8 q0 -18 10 -26 q10 24 4 36 q14 -6 10 22 Z`,
        BLUE,
      ),
    ) +
    times(4, (i) => circle(-110 + i * 73, -95, 14, CHARCOAL)) +
    rect(-130, -55, 260, 200, 12, STEEL) +
    rect(-105, -20, 210, 140, 10, SCREEN) +
    rect(-105, -20, 210, 140, 10, c.main, 'fill-opacity=".25"') +
    rect(-110, -48, 220, 14, 7, SILVER),
  washingMachine: (c: Palette) =>
    rect(-155, -195, 310, 390, 22, WHITE, outline(SILVER)) +
    rect(-155, -195, 310, 70, 20, SILVER) +
    rect(-130, -175, 90, 30, 8, WHITE) +
    circle(100, -160, 18, STEEL) +
    circle(0, 40, 115, STEEL) +
    circle(0, 40, 92, GLASS) +
    shape('M-92 50 q23 -20 46 0 t46 0 t46 0 t46 0 A92 92 0 0 1 -92 50 Z', c.main, 'fill-opacity=".7"') +
    circle(-40, 0, 16, WHITE, 'fill-opacity=".8"'),
  microwave: (c: Palette) =>
    rect(-205, -125, 410, 250, 18, WHITE, outline(SILVER)) +
    rect(-185, -105, 270, 210, 10, SCREEN) +
    rect(-170, -90, 240, 180, 6, c.main, 'fill-opacity=".2"') +
    rect(60, -95, 14, 190, 7, STEEL) +
    rect(105, -100, 80, 36, 6, SCREEN) +
    times(6, (i) => rect(108 + (i % 2) * 40, -40 + Math.floor(i / 2) * 40, 32, 26, 6, SILVER)) +
    circle(145, 95, 14, STEEL),
  blender: (c: Palette) =>
    shape('M-80 -175 H85 L62 80 H-58 Z', GLASS, outline(STEEL, 5)) +
    shape('M-70 -40 H75 L62 80 H-58 Z', c.main, 'fill-opacity=".75"') +
    rect(-92, -200, 184, 32, 12, INK) +
    line('M85 -150 Q140 -140 130 -60 Q125 -20 72 -10', INK, 16) +
    line('M-30 68 L30 58 M-20 55 L25 72', CHARCOAL, 6) +
    shape('M-95 80 H95 L110 195 H-110 Z', INK) +
    circle(0, 140, 24, c.main) +
    circle(0, 140, 10, WHITE),
  standingFan: (c: Palette) =>
    rect(-12, -20, 24, 180, 8, STEEL) +
    ellipse(0, 172, 120, 26, CHARCOAL) +
    circle(0, -95, 125, GLASS, outline(STEEL, 8)) +
    times(3, (i) => ellipse(0, -150, 36, 58, c.main, `transform="rotate(${i * 120} 0 -95)"`)) +
    circle(0, -95, 26, c.dark) +
    line('M-125 -95 H125 M0 -220 V30', STEEL, 3, 'stroke-opacity=".7"') +
    circle(0, -95, 125, 'none', outline(STEEL, 8)),
  kettle: (c: Palette) =>
    rect(-130, 150, 260, 40, 14, INK) +
    shape('M-110 150 L-85 -70 Q-75 -130 0 -135 Q75 -130 85 -70 L110 150 Z', c.main) +
    shape('M-90 -50 L-165 -120 L-170 -100 L-100 10 Z', c.main) +
    line('M85 -90 Q165 -80 160 20 Q155 90 104 110', INK, 26) +
    rect(-40, -155, 80, 26, 12, INK) +
    rect(-70, -40, 22, 150, 11, GLASS, 'fill-opacity=".85"') +
    circle(60, 120, 8, RED),
  iron: (c: Palette) =>
    shape('M-185 85 H175 Q195 85 190 70 Q170 -25 40 -40 H-150 Q-185 -40 -185 0 Z', c.main) +
    shape('M-190 85 H180 L178 105 H-188 Z', STEEL) +
    line('M-130 -40 Q-110 -150 -40 -150 H90 Q140 -150 130 -40', INK, 32) +
    circle(-40, 25, 26, WHITE) +
    line('M-40 25 L-28 8', INK, 6) +
    line('M-185 0 Q-230 20 -215 80', CHARCOAL, 10) +
    times(3, (i) => circle(80 + i * 30, 20, 7, WHITE, 'fill-opacity=".6"')),
  mattress: (c: Palette) =>
    shape('M-205 -10 L-125 -90 H205 L125 -10 Z', c.light) +
    rect(-205, -10, 330, 120, 10, WHITE) +
    shape('M125 -10 L205 -90 V30 L125 110 Z', SILVER) +
    line('M-205 -10 H125 M-205 110 H125', c.main, 10) +
    times(10, (i) =>
      circle(-170 + (i % 5) * 65, 30 + Math.floor(i / 5) * 45, 6, c.main, 'fill-opacity=".6"'),
    ) +
    times(6, (i) =>
      circle(
        -120 + (i % 3) * 100 + Math.floor(i / 3) * 40,
        -60 + Math.floor(i / 3) * 30,
        6,
        c.main,
        'fill-opacity=".6"',
      ),
    ),
  pillow: (c: Palette) =>
    shape(
      'M-190 -105 Q0 -150 190 -105 Q160 0 190 105 Q0 150 -190 105 Q-160 0 -190 -105 Z',
      WHITE,
      outline(c.main, 10),
    ) +
    shape('M-150 -80 Q0 -112 150 -80 Q128 0 150 80 Q0 112 -150 80 Q-128 0 -150 -80 Z', c.light) +
    line('M-60 -40 Q0 -60 60 -40', WHITE, 10, 'stroke-opacity=".8"'),
  drill: (c: Palette) =>
    rect(-150, -130, 230, 100, 40, c.main) +
    rect(70, -105, 55, 50, 10, INK) +
    shape('M125 -95 L200 -85 V-75 L125 -65 Z', STEEL) +
    shape('M-110 -40 H-10 L-30 110 H-110 Z', c.main) +
    rect(-85, -30, 50, 120, 16, INK, 'fill-opacity=".5"') +
    rect(-150, 100, 170, 80, 14, INK) +
    rect(-40, -30, 24, 40, 6, INK) +
    rect(-130, -110, 70, 16, 8, WHITE, 'fill-opacity=".6"'),
  gardenHose: (c: Palette) =>
    times(4, (i) => ellipse(-30, 20, 165 - i * 28, 120 - i * 22, 'none', outline(GREEN, 24))) +
    line('M120 -50 Q175 -120 135 -160', GREEN, 24) +
    group(
      'translate(120 -165) rotate(-30)',
      rect(0, -20, 110, 40, 14, c.main) + rect(20, 10, 30, 80, 10, c.main) + rect(100, -14, 30, 28, 6, INK),
    ),
  lawnMower: (c: Palette) =>
    line('M60 40 L-150 -190 M20 40 L-190 -170', CHARCOAL, 14) +
    line('M-170 -182 L-205 -140', INK, 22) +
    shape('M-60 40 H160 Q205 40 205 95 V120 H-120 V90 Q-120 40 -60 40 Z', c.main) +
    rect(-185, 10, 110, 100, 14, INK, 'fill-opacity=".7"') +
    circle(-80, 135, 48, INK) +
    circle(-80, 135, 18, STEEL) +
    circle(150, 135, 48, INK) +
    circle(150, 135, 18, STEEL) +
    line('M-200 185 l14 -28 M-160 185 l6 -30 M190 185 l-8 -30 M205 185 l-14 -26', GREEN, 8),
  sprayer: (c: Palette) =>
    line('M-45 -180 V-215 M-90 -215 H0', INK, 16) +
    rect(-120, -170, 150, 340, 64, c.main) +
    rect(-110, 20, 130, 100, 12, WHITE, 'fill-opacity=".7"') +
    line('M20 100 Q110 120 110 20 Q110 -60 150 -120', INK, 12) +
    line('M150 -120 L195 -190', STEEL, 14) +
    times(5, (i) => circle(196 + (i % 3) * 10, -210 - i * 8, 5, GLASS)),

  // Sports
  footballBoot: (c: Palette) =>
    shape('M-195 40 H185 Q205 45 200 70 H-190 Q-205 60 -195 40 Z', INK) +
    times(5, (i) => rect(-175 + i * 80, 68, 26, 28, 6, CHARCOAL)) +
    shape('M-190 42 L-184 -40 Q-178 -72 -140 -72 L-70 -75 Q-35 -75 -5 -40 L110 -5 Q190 10 192 42 Z', c.main) +
    times(3, (i) => line(`M${-80 + i * 35} 30 L${-40 + i * 35} -50`, WHITE, 12)) +
    line('M-20 -55 L20 -38 M0 -58 L40 -30', WHITE, 7) +
    shape('M-190 -40 Q-184 -72 -150 -72 V42 H-190 Z', c.dark),
  football: (c: Palette) => {
    const pentagon = (r: number) =>
      times(5, (i) => {
        const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
        return `${i ? 'L' : 'M'}${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`;
      }) + 'Z';
    const spokes = times(5, (i) => {
      const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
      const p = (r: number) => `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`;
      return `M${p(58)} L${p(178)}`;
    });
    return (
      circle(0, 0, 180, WHITE, outline(INK, 8)) +
      shape(pentagon(60), INK) +
      line(spokes, INK, 8) +
      times(5, (i) => shape(pentagon(34), INK, `transform="rotate(${i * 72 + 36}) translate(0 -175)"`)) +
      circle(0, 0, 180, 'none', outline(c.main, 14))
    );
  },
  duffelBag: (c: Palette) =>
    line('M-90 -60 Q-90 -160 0 -160 Q90 -160 90 -60', INK, 22) +
    rect(-200, -70, 400, 220, 100, c.main) +
    ellipse(-195, 40, 30, 100, c.dark) +
    ellipse(195, 40, 30, 100, c.dark) +
    line('M-150 -40 Q0 -70 150 -40', INK, 8, 'stroke-dasharray="14 8"') +
    rect(-70, 30, 140, 60, 12, WHITE, 'fill-opacity=".85"') +
    shape('M-40 70 Q0 30 40 48 Q0 55 -40 70 Z', c.main),
  jersey: (c: Palette) =>
    shape(top(195, -28), c.main) +
    shape('M-150 -120 L-195 -28 L-125 -2 L-116 -30 Z', WHITE, 'fill-opacity=".9"') +
    shape('M150 -120 L195 -28 L125 -2 L116 -30 Z', WHITE, 'fill-opacity=".9"') +
    shape('M-62 -160 L0 -95 L62 -160 Q0 -140 -62 -160 Z', WHITE) +
    line(
      'M-45 -20 L-25 -40 V100 M30 -40 Q-5 -40 -5 30 Q-5 100 30 100 Q65 100 65 30 Q65 -40 30 -40 Z',
      WHITE,
      16,
    ) +
    rect(-110, 150, 220, 25, 0, c.dark),
  shinGuard: (c: Palette) =>
    group(
      'translate(60 10) rotate(10)',
      shape('M-75 -170 Q0 -205 75 -170 L85 110 Q0 200 -85 110 Z', c.dark) + rect(-85, -100, 170, 26, 8, INK),
    ) +
    group(
      'translate(-60 -10) rotate(-6)',
      shape('M-75 -170 Q0 -205 75 -170 L85 110 Q0 200 -85 110 Z', c.main) +
        shape('M-45 -140 Q0 -160 45 -140 L50 80 Q0 140 -50 80 Z', WHITE, 'fill-opacity=".35"') +
        rect(-85, -100, 170, 26, 8, INK),
    ),
  basketball: () =>
    circle(0, 0, 180, ORANGE) +
    line('M-180 0 H180 M0 -180 V180 M-128 -126 Q-60 0 -128 126 M128 -126 Q60 0 128 126', '#5a2d0c', 9) +
    circle(0, 0, 180, 'none', outline('#5a2d0c', 9)) +
    ballShine(180),
  volleyball: () =>
    `<clipPath id="vb"><circle r="176"/></clipPath>` +
    circle(0, 0, 180, WHITE) +
    `<g clip-path="url(#vb)">` +
    line('M-200 -40 Q-40 -130 150 -150', BLUE, 58) +
    line('M-120 200 Q-60 20 60 -40 Q140 -80 220 -30', YELLOW, 58) +
    line('M20 200 Q60 90 210 60', BLUE, 58) +
    line(
      'M-200 -70 Q-40 -160 150 -180 M-160 40 Q-110 -40 -10 -80 M-40 200 Q-10 60 120 20',
      INK,
      5,
      'stroke-opacity=".4"',
    ) +
    `</g>` +
    circle(0, 0, 180, 'none', outline(INK, 7)) +
    ballShine(180),
  badmintonRacket: (c: Palette) =>
    group(
      'rotate(-30)',
      `<clipPath id="bh"><ellipse cx="0" cy="-95" rx="78" ry="102"/></clipPath>` +
        `<g clip-path="url(#bh)">` +
        times(9, (i) => line(`M${-80 + i * 20} -200 V10`, SILVER, 3)) +
        times(11, (i) => line(`M-90 ${-195 + i * 20} H90`, SILVER, 3)) +
        `</g>` +
        ellipse(0, -95, 80, 104, 'none', outline(c.main, 12)) +
        line('M0 9 V150', STEEL, 9) +
        rect(-15, 140, 30, 85, 12, INK),
    ),
  tennisRacket: (c: Palette) =>
    group(
      'rotate(28)',
      `<clipPath id="th"><ellipse cx="0" cy="-80" rx="100" ry="120"/></clipPath>` +
        `<g clip-path="url(#th)">` +
        times(9, (i) => line(`M${-96 + i * 24} -210 V50`, SILVER, 4)) +
        times(10, (i) => line(`M-110 ${-190 + i * 24} H110`, SILVER, 4)) +
        `</g>` +
        ellipse(0, -80, 104, 124, 'none', outline(c.main, 18)) +
        line('M-50 30 L-14 110 M50 30 L14 110', c.main, 16) +
        rect(-18, 100, 36, 115, 14, INK),
    ),
  shuttlecock: () =>
    group(
      'rotate(25)',
      shape('M-40 60 L-120 -170 Q0 -190 120 -170 L40 60 Z', WHITE, outline(SILVER)) +
        line('M-20 60 L-60 -175 M0 60 V-180 M20 60 L60 -175', SILVER, 5) +
        line('M-85 -70 Q0 -84 85 -70', STEEL, 6) +
        rect(-46, 50, 92, 20, 6, RED) +
        shape('M-46 70 H46 Q46 150 0 150 Q-46 150 -46 70 Z', WHITE, outline(SILVER)),
    ),
  boxingGlove: (c: Palette) =>
    shape('M-110 90 Q-175 -20 -120 -140 Q-40 -210 70 -170 Q160 -130 150 -10 Q145 60 100 90 Z', RED) +
    shape('M-110 60 Q-190 30 -175 -40 Q-165 -80 -120 -60 Q-100 0 -70 30 Z', '#b72c2e') +
    line('M-60 -150 Q40 -170 110 -110', WHITE, 12, 'stroke-opacity=".35"') +
    rect(-110, 85, 215, 110, 18, WHITE, outline(SILVER)) +
    rect(-110, 85, 215, 26, 8, c.main),
  skippingRope: (c: Palette) =>
    line('M-125 -70 C-230 330 230 330 125 -70', c.main, 14) +
    rect(-150, -200, 50, 140, 25, INK) +
    rect(100, -200, 50, 140, 25, INK) +
    rect(-150, -90, 50, 30, 8, c.dark) +
    rect(100, -90, 50, 30, 8, c.dark),
  treadmill: (c: Palette) =>
    line('M120 100 L75 -140', STEEL, 22) +
    line('M40 -110 L-60 -30', STEEL, 14) +
    rect(10, -200, 150, 70, 16, INK) +
    rect(30, -185, 80, 36, 6, c.main) +
    shape('M-205 100 H170 Q200 100 200 130 V150 H-205 Z', INK) +
    rect(-190, 96, 350, 14, 7, CHARCOAL) +
    circle(-180, 160, 14, CHARCOAL) +
    circle(170, 160, 14, CHARCOAL),
  dumbbell: (c: Palette) =>
    group(
      'rotate(-18)',
      rect(-110, -14, 220, 28, 14, STEEL) +
        rect(-165, -95, 45, 190, 12, INK) +
        rect(-200, -70, 40, 140, 12, c.dark) +
        rect(120, -95, 45, 190, 12, INK) +
        rect(160, -70, 40, 140, 12, c.dark) +
        times(5, (i) => line(`M${-70 + i * 35} -14 V14`, CHARCOAL, 4)),
    ),
  exerciseBike: (c: Palette) =>
    line('M-120 170 H30 M90 170 H190', INK, 22) +
    line('M-60 170 L-20 -40 M140 170 L60 -120 M-20 40 L90 40', CHARCOAL, 22) +
    circle(120, 80, 70, c.main) +
    circle(120, 80, 28, INK) +
    shape('M-90 -70 H20 Q30 -50 0 -40 H-80 Q-100 -50 -90 -70 Z', INK) +
    line('M60 -120 L120 -170 L165 -160', INK, 18) +
    rect(70, -150, 50, 30, 8, c.dark),
  yogaMat: (c: Palette) =>
    shape('M-205 130 L40 130 L120 60 L-125 60 Z', c.main) +
    rect(-160, -110, 300, 150, 10, c.main) +
    ellipse(140, -35, 48, 75, c.dark) +
    ellipse(140, -35, 34, 56, 'none', outline(c.light, 6)) +
    ellipse(140, -35, 18, 32, 'none', outline(c.light, 6)) +
    rect(-90, -115, 30, 160, 8, INK) +
    rect(40, -115, 30, 160, 8, INK),
  abRoller: (c: Palette) =>
    rect(-205, -18, 410, 36, 18, STEEL) +
    rect(-205, -35, 90, 70, 28, INK) +
    rect(115, -35, 90, 70, 28, INK) +
    circle(0, 0, 120, INK) +
    circle(0, 0, 90, c.main) +
    circle(0, 0, 28, SILVER),
  homeGym: (c: Palette) =>
    line('M-170 190 V-200 H140 V190 M-170 190 H200', CHARCOAL, 18) +
    times(8, (i) => rect(-140, 40 + i * 18, 90, 14, 3, i % 2 ? INK : c.dark)) +
    line('M-95 40 V-180', STEEL, 6) +
    line('M140 -180 L80 -60 L30 -40', STEEL, 5) +
    rect(10, 60, 170, 26, 10, c.main) +
    line('M40 86 V150 M150 86 V150', CHARCOAL, 14) +
    rect(110, -90, 60, 20, 8, INK),
  tennisBalls: () =>
    times(3, (i) => {
      const [x, y] = [
        [-100, 60],
        [100, 60],
        [0, -100],
      ][i] as [number, number];
      return group(
        `translate(${x} ${y})`,
        circle(0, 0, 100, FELT) +
          line('M-70 -70 Q0 -10 -70 70 M70 -70 Q0 -10 70 70', WHITE, 12) +
          circle(0, 0, 100, 'none', outline('#a8b83a', 5)),
      );
    }),
  goggles: (c: Palette) =>
    line('M-190 0 Q-220 -60 -150 -40 M190 0 Q220 -60 150 -40', INK, 14) +
    line('M-200 10 Q0 120 200 10', INK, 12) +
    ellipse(-85, -10, 80, 58, INK) +
    ellipse(85, -10, 80, 58, INK) +
    ellipse(-85, -10, 64, 44, c.main) +
    ellipse(85, -10, 64, 44, c.main) +
    line('M-120 -30 Q-100 -45 -70 -42 M50 -30 Q70 -45 100 -42', WHITE, 9, 'stroke-opacity=".7"') +
    line('M-8 -8 Q0 -22 8 -8', INK, 12),
  swimCap: (c: Palette) =>
    shape('M-175 100 Q-180 -160 0 -170 Q180 -160 175 100 Q0 140 -175 100 Z', c.main) +
    line('M-110 -100 Q-60 -140 0 -145', WHITE, 16, 'stroke-opacity=".45"') +
    line('M0 -168 V115', c.dark, 5, 'stroke-opacity=".5"') +
    shape('M-175 100 Q0 140 175 100 L172 80 Q0 118 -172 80 Z', c.dark),

  // Books
  book: (c: Palette) =>
    rect(-112, -158, 250, 335, 12, WHITE, outline(c.dark)) +
    line('M120 -140 V160', c.light, 6) +
    rect(-140, -178, 250, 340, 12, c.main) +
    rect(-140, -178, 38, 340, 10, c.dark) +
    rect(-70, -110, 150, 16, 8, c.light) +
    rect(-70, -78, 105, 12, 6, c.light, 'fill-opacity=".7"'),

  // Health & Beauty
  lotion: (c: Palette) =>
    rect(-14, -200, 90, 24, 10, INK) +
    rect(-14, -185, 28, 60, 6, INK) +
    rect(-40, -130, 80, 40, 10, INK) +
    rect(-95, -95, 190, 285, 46, c.main) +
    rect(-70, -20, 140, 140, 16, WHITE, 'fill-opacity=".85"') +
    line('M-45 30 H45 M-35 65 H35', c.main, 10),
  rollOn: (c: Palette) =>
    rect(-60, -205, 120, 130, 24, c.dark) +
    rect(-60, -205, 120, 30, 14, WHITE, 'fill-opacity=".2"') +
    rect(-55, -80, 110, 275, 40, WHITE, outline(SILVER)) +
    rect(-40, 0, 80, 110, 12, c.main) +
    line('M-25 40 H25', WHITE, 8),
  creamJar: (c: Palette) =>
    group('translate(110 -110) rotate(22)', rect(-100, -30, 200, 60, 18, c.dark)) +
    rect(-165, -55, 280, 210, 40, c.main) +
    rect(-165, -55, 280, 36, 16, c.dark, 'fill-opacity=".4"') +
    shape('M-135 -55 Q-130 -120 -40 -110 Q-10 -160 30 -110 Q90 -120 85 -55 Z', WHITE) +
    rect(-130, 20, 210, 90, 14, c.light),
  sunscreen: (c: Palette) =>
    group(
      'rotate(-12)',
      shape('M-90 -180 H90 L80 110 H-80 Z', WHITE, outline(SILVER)) +
        rect(-96, -195, 192, 26, 6, c.light) +
        rect(-70, 110, 140, 80, 16, c.main) +
        circle(0, -50, 40, ORANGE) +
        times(8, (i) => line('M0 -105 V-125', ORANGE, 9, `transform="rotate(${i * 45} 0 -50)"`)) +
        rect(-55, 20, 110, 18, 9, c.main),
    ),
  soap: (c: Palette) =>
    rect(-170, -40, 340, 170, 70, c.main) +
    rect(-150, -60, 300, 150, 64, c.dark, 'fill-opacity=".25"') +
    rect(-120, -30, 200, 40, 20, WHITE, 'fill-opacity=".3"') +
    circle(-120, -120, 40, WHITE, outline(c.light, 6)) +
    circle(-40, -160, 26, WHITE, outline(c.light, 6)) +
    circle(60, -110, 34, WHITE, outline(c.light, 6)) +
    circle(140, -150, 18, WHITE, outline(c.light, 6)),
  lipstick: () =>
    group(
      'translate(95 40) rotate(20)',
      rect(-45, -80, 90, 200, 14, GOLD) + rect(-45, 0, 90, 20, 4, '#b8862a'),
    ) +
    group(
      'translate(-60 0) rotate(-8)',
      rect(-52, 20, 104, 180, 12, INK) +
        rect(-42, -40, 84, 64, 6, GOLD) +
        shape('M-36 -40 V-140 L36 -190 V-40 Z', '#c2203b') +
        line('M-18 -60 V-130', WHITE, 8, 'stroke-opacity=".4"'),
    ),
  foundation: (c: Palette) =>
    rect(-30, -200, 60, 90, 10, INK) +
    rect(-105, -120, 210, 300, 30, '#c48a5c') +
    rect(-105, -120, 210, 300, 30, WHITE, 'fill-opacity=".2"') +
    rect(-80, -40, 160, 110, 10, WHITE, 'fill-opacity=".85"') +
    line('M-50 0 H50', c.main, 10) +
    shape('M150 60 Q185 120 150 150 Q115 120 150 60 Z', '#c48a5c'),
  compactPowder: (c: Palette) =>
    ellipse(0, -90, 160, 80, c.dark) +
    ellipse(0, -90, 128, 60, SILVER) +
    line('M-70 -110 Q-30 -130 20 -125', WHITE, 10) +
    ellipse(0, 60, 170, 100, c.dark) +
    ellipse(0, 52, 140, 78, '#c8916a') +
    ellipse(-20, 40, 60, 30, '#d9a883'),
  lipGloss: (c: Palette) =>
    group(
      'translate(-55 0) rotate(-10)',
      rect(-24, -205, 48, 150, 16, INK) +
        rect(-38, -60, 76, 260, 24, c.main) +
        rect(-26, -40, 20, 200, 10, WHITE, 'fill-opacity=".4"'),
    ) + group('translate(80 10) rotate(14)', line('M0 -170 V90', INK, 10) + ellipse(0, 115, 20, 34, c.dark)),
  wipes: (c: Palette) =>
    rect(-200, -90, 400, 230, 70, c.light, outline(c.main, 6)) +
    ellipse(0, -20, 110, 60, c.main) +
    ellipse(0, -20, 80, 36, WHITE) +
    shape('M-70 -30 Q-60 -130 -10 -110 Q30 -170 80 -120 Q110 -80 70 -30 Z', WHITE, outline(SILVER, 5)) +
    line('M-30 -90 Q10 -100 40 -80', SILVER, 5) +
    circle(-110, 90, 22, WHITE) +
    circle(110, 90, 22, WHITE) +
    circle(0, 95, 14, WHITE),
  pillBottle: (c: Palette) =>
    rect(-110, -200, 220, 70, 14, c.main) +
    times(7, (i) => line(`M${-90 + i * 30} -190 V-140`, c.dark, 5)) +
    rect(-100, -135, 200, 300, 26, WHITE, outline(SILVER)) +
    rect(-100, -60, 200, 140, 0, c.light) +
    line('M-60 -20 H60 M-60 20 H30', c.main, 12) +
    group(
      'translate(150 150) rotate(-30)',
      rect(-50, -22, 100, 44, 22, c.main) + rect(0, -22, 50, 44, 22, WHITE, outline(SILVER, 4)),
    ),
  bloodPressureMonitor: (c: Palette) =>
    rect(-200, -40, 170, 190, 40, c.dark) +
    line('M-200 55 H-30', INK, 6, 'stroke-opacity=".3"') +
    line('M-30 60 Q20 120 40 60', INK, 10) +
    rect(-10, -180, 200, 300, 30, WHITE, outline(SILVER)) +
    rect(15, -150, 150, 120, 12, SCREEN) +
    rect(35, -130, 70, 30, 4, GREEN) +
    rect(35, -85, 50, 22, 4, GREEN, 'fill-opacity=".7"') +
    circle(90, 50, 36, c.main) +
    circle(30, 30, 14, SILVER),
  glucoseMeter: (c: Palette) =>
    rect(-18, -210, 36, 90, 4, c.light, outline(c.main, 4)) +
    rect(-95, -150, 190, 320, 56, WHITE, outline(SILVER)) +
    rect(-65, -110, 130, 110, 14, SCREEN) +
    rect(-40, -80, 60, 40, 4, GREEN) +
    circle(-35, 70, 20, c.main) +
    circle(35, 70, 20, c.main) +
    shape('M150 40 Q190 100 150 130 Q110 100 150 40 Z', RED),
  electricToothbrush: (c: Palette) =>
    group(
      'rotate(14)',
      rect(-50, -40, 100, 250, 44, WHITE, outline(SILVER)) +
        circle(0, 20, 16, c.main) +
        rect(-18, -170, 36, 140, 16, WHITE, outline(SILVER)) +
        circle(0, -180, 34, WHITE, outline(SILVER)) +
        circle(0, -180, 24, c.main) +
        times(3, (i) => line(`M-12 ${-195 + i * 14} H12`, WHITE, 4)),
    ),
  toothpaste: (c: Palette) =>
    shape('M-195 -70 L110 -80 Q145 -80 145 -45 V45 Q145 80 110 80 L-195 70 Z', WHITE, outline(STEEL)) +
    rect(-200, -75, 24, 150, 4, c.light) +
    shape('M-120 -76 L40 -80 V80 L-120 76 Z', c.main) +
    rect(145, -30, 40, 60, 8, c.dark) +
    line('M185 0 Q230 -20 215 -70 Q200 -120 140 -120 Q90 -120 60 -150', WHITE, 34) +
    line('M185 0 Q230 -20 215 -70 Q200 -120 140 -120 Q90 -120 60 -150', c.accent, 10),

  // Toys
  bricks: () => {
    const brick = (x: number, y: number, fill: string) =>
      rect(x + 22, y - 20, 40, 26, 6, fill) +
      rect(x + 98, y - 20, 40, 26, 6, fill) +
      rect(x, y, 160, 115, 10, fill) +
      rect(x, y, 160, 115, 10, '#000', 'fill-opacity=".08"');
    return brick(-172, 55, RED) + brick(12, 55, BLUE) + brick(-80, -85, YELLOW);
  },
  dollhouse: (c: Palette) =>
    rect(-150, -60, 300, 240, 6, '#f7b6d2') +
    shape('M-190 -40 L0 -200 L190 -40 Z', c.accent) +
    rect(-120, -20, 70, 70, 6, GLASS, outline(WHITE, 8)) +
    rect(50, -20, 70, 70, 6, GLASS, outline(WHITE, 8)) +
    rect(-120, 90, 70, 70, 6, GLASS, outline(WHITE, 8)) +
    rect(40, 85, 70, 95, 30, '#b2477a') +
    circle(0, -100, 28, WHITE, outline('#b2477a', 6)),
  doll: (c: Palette) =>
    shape('M-70 -120 Q-80 -210 0 -215 Q80 -210 70 -120 Q95 -40 60 -10 H-60 Q-95 -40 -70 -120 Z', '#3b2418') +
    circle(0, -140, 56, SKIN) +
    circle(-20, -145, 6, INK) +
    circle(20, -145, 6, INK) +
    line('M-15 -115 Q0 -105 15 -115', '#a33b3b', 5) +
    rect(-14, -90, 28, 24, 6, SKIN) +
    shape('M-45 -70 H45 L110 150 H-110 Z', c.main) +
    line('M-45 -60 L-100 40 M45 -60 L100 40', SKIN, 22) +
    rect(-45, 150, 24, 50, 8, SKIN) +
    rect(21, 150, 24, 50, 8, SKIN) +
    times(6, (i) => circle(-60 + (i % 3) * 60, 40 + Math.floor(i / 3) * 60, 10, WHITE, 'fill-opacity=".7"')),
  toyCar: (c: Palette) =>
    shape(
      'M-195 70 V5 Q-190 -20 -150 -26 L-95 -32 L-52 -92 Q-42 -104 -20 -104 H78 Q100 -104 116 -88 L162 -32 Q195 -26 195 10 V70 Z',
      c.main,
    ) +
    shape('M-38 -36 L-10 -84 H32 V-36 Z M48 -36 V-84 H88 L126 -36 Z', GLASS) +
    circle(-112, 72, 48, INK) +
    circle(-112, 72, 19, STEEL) +
    circle(112, 72, 48, INK) +
    circle(112, 72, 19, STEEL) +
    rect(168, 0, 22, 14, 5, YELLOW) +
    line('M-180 20 H180', WHITE, 10, 'stroke-opacity=".6"'),
  monsterTruck: (c: Palette) =>
    line('M-110 60 V0 M110 60 V0', CHARCOAL, 16) +
    shape(
      'M-180 20 V-40 Q-175 -60 -140 -62 L-70 -65 L-40 -130 H70 L110 -65 H160 Q185 -60 185 -30 V20 Z',
      c.main,
    ) +
    shape('M-25 -70 L-5 -115 H50 L75 -70 Z', GLASS) +
    circle(-110, 100, 85, INK) +
    circle(-110, 100, 36, STEEL) +
    circle(110, 100, 85, INK) +
    circle(110, 100, 36, STEEL) +
    times(8, (i) => rect(-118, 10, 16, 22, 3, CHARCOAL, `transform="rotate(${i * 45} -110 100)"`)) +
    times(8, (i) => rect(102, 10, 16, 22, 3, CHARCOAL, `transform="rotate(${i * 45} 110 100)"`)),
  racetrack: (c: Palette) =>
    line(
      'M-200 170 H40 Q150 170 150 40 Q150 -120 20 -120 Q-100 -120 -100 20 Q-100 110 0 110 H200',
      ORANGE,
      46,
    ) +
    line(
      'M-200 170 H40 Q150 170 150 40 Q150 -120 20 -120 Q-100 -120 -100 20 Q-100 110 0 110 H200',
      '#c96a12',
      4,
      'stroke-dasharray="16 14"',
    ) +
    group(
      'translate(-130 150) scale(.32)',
      shape(
        'M-195 70 V5 Q-190 -20 -150 -26 L-95 -32 L-52 -92 Q-42 -104 -20 -104 H78 Q100 -104 116 -88 L162 -32 Q195 -26 195 10 V70 Z',
        c.main,
      ) +
        circle(-112, 72, 48, INK) +
        circle(112, 72, 48, INK),
    ),
  toyTrain: (c: Palette) =>
    rect(-200, 130, 400, 14, 7, CHARCOAL) +
    rect(-190, -10, 200, 110, 14, c.main) +
    rect(-120, -120, 120, 120, 14, RED) +
    rect(-100, -100, 80, 50, 8, GLASS) +
    rect(-170, -80, 40, 70, 8, INK) +
    rect(-180, -95, 60, 20, 8, INK) +
    rect(30, 0, 170, 100, 14, BLUE) +
    rect(50, -60, 55, 60, 8, YELLOW) +
    rect(120, -60, 55, 60, 8, GREEN) +
    times(4, (i) => circle([-150, -40, 70, 160][i] as number, 110, 30, INK)) +
    times(4, (i) => circle([-150, -40, 70, 160][i] as number, 110, 11, SILVER)),
  cardGame: () =>
    times(4, (i) =>
      group(
        `rotate(${-30 + i * 20} 0 200)`,
        rect(-85, -170, 170, 250, 18, WHITE, outline(SILVER, 4)) +
          rect(-72, -157, 144, 224, 12, [RED, YELLOW, GREEN, BLUE][i] as string) +
          ellipse(0, -45, 50, 90, WHITE, 'transform="rotate(30 0 -45)"') +
          circle(0, -45, 24, [RED, YELLOW, GREEN, BLUE][i] as string),
      ),
    ),
  boardGame: (c: Palette) =>
    rect(-190, -190, 340, 340, 14, WHITE, outline(SILVER)) +
    times(8, (i) => rect(-190 + i * 42.5, -190, 42.5, 44, 0, i % 2 ? c.light : c.main)) +
    times(8, (i) => rect(-190 + i * 42.5, 106, 42.5, 44, 0, i % 2 ? c.main : c.light)) +
    times(6, (i) => rect(-190, -146 + i * 42, 44, 42, 0, i % 2 ? c.main : c.light)) +
    times(6, (i) => rect(106, -146 + i * 42, 44, 42, 0, i % 2 ? c.light : c.main)) +
    rect(-190, -190, 340, 340, 14, 'none', outline(c.dark, 6)) +
    group(
      'translate(115 120) rotate(12)',
      rect(-45, -45, 90, 90, 16, WHITE, outline(INK, 5)) +
        circle(-20, -20, 9, INK) +
        circle(0, 0, 9, INK) +
        circle(20, 20, 9, INK),
    ) +
    circle(-40, 20, 22, RED) +
    circle(20, -30, 22, BLUE),
  blockTower: () =>
    times(9, (i) =>
      i % 2
        ? rect(-90, 160 - (i + 1) * 38, 180, 34, 4, i % 4 === 1 ? WOOD : '#e0b078', outline(WOOD_DARK, 3))
        : times(3, (j) => rect(-90 + j * 61, 160 - (i + 1) * 38, 58, 34, 4, WOOD, outline(WOOD_DARK, 3))),
    ) +
    rect(95, 4, 100, 34, 4, '#e0b078', outline(WOOD_DARK, 3)) +
    rect(-110, 160, 220, 14, 4, WOOD_DARK),
  playDough: () =>
    times(3, (i) => {
      const x = [-120, 0, 120][i] as number;
      const colour = [RED, YELLOW, BLUE][i] as string;
      return rect(x - 55, 0, 110, 160, 14, WHITE, outline(SILVER)) + rect(x - 62, -30, 124, 44, 12, colour);
    }) + shape('M-100 -60 Q-130 -120 -60 -140 Q0 -190 60 -140 Q130 -130 100 -60 Z', GREEN),
  blaster: () =>
    rect(-90, -100, 250, 80, 20, BLUE) +
    rect(150, -85, 50, 50, 8, ORANGE) +
    rect(-200, -95, 120, 60, 14, BLUE) +
    rect(-40, -130, 130, 40, 10, ORANGE) +
    circle(20, -60, 55, YELLOW) +
    circle(20, -60, 20, ORANGE) +
    shape('M-110 -30 H-30 L-50 150 H-130 Z', BLUE) +
    line('M-20 -20 Q0 40 -30 60', ORANGE, 12),
  toyPuppy: () =>
    shape('M-100 170 Q-130 40 -40 0 H60 Q140 40 110 170 Z', YELLOW) +
    circle(-20, -90, 100, YELLOW) +
    ellipse(-120, -80, 36, 78, '#3a86d9', 'transform="rotate(20 -120 -80)"') +
    ellipse(80, -80, 36, 78, '#3a86d9', 'transform="rotate(-20 80 -80)"') +
    circle(-55, -105, 12, INK) +
    circle(15, -105, 12, INK) +
    ellipse(-20, -55, 40, 28, WHITE) +
    circle(-20, -66, 12, INK) +
    rect(-85, 5, 130, 20, 10, RED) +
    shape('M-10 60 L10 85 L-10 110 L-30 85 Z', '#3a86d9'),
  stackingRings: () =>
    rect(-130, 160, 260, 36, 14, '#b06bd6') +
    rect(-10, -150, 20, 320, 10, SILVER) +
    times(5, (i) =>
      rect(
        -120 + i * 18,
        118 - i * 48,
        240 - i * 36,
        44,
        22,
        [RED, ORANGE, YELLOW, GREEN, BLUE][i] as string,
      ),
    ) +
    circle(0, -150, 40, '#b06bd6'),
  babyBlocks: () =>
    group('translate(-95 60)', rect(-80, -80, 160, 160, 18, RED) + circle(0, 0, 44, WHITE)) +
    group('translate(95 60)', rect(-80, -80, 160, 160, 18, BLUE) + shape('M0 -48 L50 40 H-50 Z', WHITE)) +
    group(
      'translate(0 -110) rotate(8)',
      rect(-80, -80, 160, 160, 18, YELLOW) + rect(-40, -40, 80, 80, 8, WHITE),
    ),
  babyWalker: (c: Palette) =>
    line('M-130 90 L-110 -150 H-20', c.dark, 22) +
    shape('M-170 60 H170 Q190 60 190 80 V110 H-170 Z', c.main) +
    shape('M-20 60 L50 -110 Q60 -125 80 -118 L170 -80 V60 Z', c.main) +
    circle(60, -40, 26, YELLOW) +
    circle(120, -30, 20, RED) +
    rect(30, 10, 110, 26, 10, BLUE) +
    circle(-120, 140, 40, INK) +
    circle(-120, 140, 14, SILVER) +
    circle(130, 140, 40, INK) +
    circle(130, 140, 14, SILVER),
  ayoBoard: () =>
    rect(-205, -110, 410, 220, 60, WOOD) +
    rect(-205, -110, 410, 220, 60, 'none', outline(WOOD_DARK, 8)) +
    times(12, (i) => circle(-150 + (i % 6) * 60, -45 + Math.floor(i / 6) * 90, 26, WOOD_DARK)) +
    times(12, (i) => circle(-156 + (i % 6) * 60, -50 + Math.floor(i / 6) * 90, 7, '#f2e6d0')) +
    times(12, (i) => circle(-144 + (i % 6) * 60, -38 + Math.floor(i / 6) * 90, 7, '#f2e6d0')),

  // Automotive
  motorOil: (c: Palette) =>
    shape('M-120 185 V-60 L-60 -140 H40 V-160 H100 V-140 Q150 -140 150 -90 V185 Z', c.main) +
    rect(30, -190, 80, 40, 8, INK) +
    shape('M20 -120 H110 Q130 -120 130 -100 V-40 H20 Z', c.light) +
    rect(-95, -10, 220, 150, 10, WHITE, 'fill-opacity=".9"') +
    shape('M15 20 Q60 80 15 110 Q-30 80 15 20 Z', GOLD),
  oilFilter: (c: Palette) =>
    ellipse(0, -150, 120, 34, STEEL) +
    rect(-120, -150, 240, 300, 20, c.main) +
    ellipse(0, -150, 120, 34, SILVER) +
    ellipse(0, -150, 44, 14, CHARCOAL) +
    times(12, (i) => line(`M${-100 + i * 18} 90 V140`, c.dark, 6)) +
    rect(-90, -80, 180, 120, 10, WHITE, 'fill-opacity=".85"'),
  airFilter: (c: Palette) =>
    rect(-200, -130, 400, 260, 24, c.dark) +
    rect(-175, -105, 350, 210, 10, '#f4ead0') +
    times(17, (i) => line(`M${-165 + i * 20.5} -105 V105`, '#d8c79d', 8)) +
    rect(-200, -130, 400, 260, 24, 'none', outline(INK, 8)),
  brakePads: () =>
    times(2, (i) =>
      group(
        `translate(${i ? 30 : -30} ${i ? 60 : -70})`,
        shape('M-180 -40 Q0 -140 180 -40 L160 40 Q0 -40 -160 40 Z', STEEL) +
          shape('M-150 -10 Q0 -90 150 -10 L140 30 Q0 -40 -140 30 Z', INK) +
          circle(-150, -20, 10, SILVER) +
          circle(150, -20, 10, SILVER),
      ),
    ),
  tyre: () =>
    circle(0, 0, 190, INK) +
    times(24, (i) => rect(-12, -192, 24, 30, 4, CHARCOAL, `transform="rotate(${i * 15})"`)) +
    circle(0, 0, 150, '#3b414b') +
    circle(0, 0, 100, STEEL) +
    circle(0, 0, 86, SILVER) +
    times(5, (i) => rect(-12, -84, 24, 70, 8, STEEL, `transform="rotate(${i * 72})"`)) +
    circle(0, 0, 22, STEEL),
  tyreInflator: (c: Palette) =>
    line('M80 40 Q200 60 190 150 Q180 195 100 190', INK, 12) +
    rect(80, 175, 40, 24, 6, STEEL) +
    rect(-170, -130, 250, 260, 40, c.main) +
    rect(-140, -100, 190, 110, 14, SCREEN) +
    rect(-115, -75, 90, 50, 4, GREEN) +
    circle(-90, 70, 22, INK) +
    circle(0, 70, 22, INK) +
    line('M-170 100 Q-210 160 -150 190', INK, 10) +
    rect(-170, 180, 50, 20, 6, RED),
  wiperBlade: () =>
    group(
      'rotate(-28)',
      rect(-205, -20, 410, 26, 10, INK) +
        rect(-200, 6, 400, 14, 6, CHARCOAL) +
        shape('M-80 -20 L0 -70 L80 -20 Z', STEEL) +
        rect(-20, -95, 40, 30, 6, CHARCOAL),
    ) +
    group(
      'translate(20 120) rotate(-28)',
      rect(-140, -10, 280, 20, 8, INK) + rect(-136, 10, 272, 10, 5, CHARCOAL),
    ),
  sparkPlug: () =>
    group(
      'rotate(18)',
      rect(-16, -210, 32, 40, 6, STEEL) +
        shape('M-38 -170 H38 L46 0 H-46 Z', WHITE, outline(SILVER)) +
        times(4, (i) => line(`M-40 ${-150 + i * 32} H40`, SILVER, 6)) +
        shape('M-70 0 H70 L62 60 H-62 Z', STEEL) +
        rect(-40, 60, 80, 100, 6, SILVER) +
        times(6, (i) => line(`M-40 ${70 + i * 16} L40 ${78 + i * 16}`, STEEL, 5)) +
        line('M-10 160 V185 H25', CHARCOAL, 10),
    ),
  carBattery: (c: Palette) =>
    rect(-185, -110, 370, 270, 16, INK) +
    rect(-185, -110, 370, 60, 14, CHARCOAL) +
    rect(-140, -160, 60, 54, 8, RED) +
    rect(80, -160, 60, 54, 8, STEEL) +
    line('M-135 20 H-85 M-110 -5 V45 M85 20 H135', WHITE, 14) +
    rect(-130, 80, 260, 40, 10, c.main),
  jumpStarter: (c: Palette) =>
    line('M-40 60 Q-120 120 -150 40 M40 60 Q120 120 150 40', INK, 12) +
    rect(-110, -140, 220, 230, 34, c.main) +
    rect(-80, -110, 160, 70, 10, SCREEN) +
    times(4, (i) => rect(-65 + i * 36, -90, 26, 30, 3, GREEN)) +
    circle(0, 20, 26, INK) +
    group(
      'translate(-160 40) rotate(-20)',
      shape('M-30 0 H30 L40 120 L0 150 L-40 120 Z', RED) + line('M-18 130 L0 170 L18 130', STEEL, 8),
    ) +
    group(
      'translate(160 40) rotate(20)',
      shape('M-30 0 H30 L40 120 L0 150 L-40 120 Z', INK) + line('M-18 130 L0 170 L18 130', STEEL, 8),
    ),
  sprayBottle: (c: Palette) =>
    rect(-80, -60, 160, 250, 30, c.main) +
    rect(-55, 20, 110, 110, 10, WHITE, 'fill-opacity=".85"') +
    rect(-40, -100, 80, 45, 8, INK) +
    shape('M-60 -100 V-180 H70 L110 -150 V-125 H40 V-100 Z', INK) +
    line('M0 -110 L-30 -40', CHARCOAL, 14) +
    times(6, (i) => circle(140 + (i % 3) * 24, -170 + Math.floor(i / 3) * 36 - (i % 3) * 6, 7, c.light)),
  carShampoo: (c: Palette) =>
    bottle(c.main, INK, WHITE, 190, -60, 70) +
    shape('M-35 10 Q0 -20 35 10', c.main, outline(c.main, 10)) +
    rect(100, 90, 110, 80, 26, YELLOW) +
    times(6, (i) =>
      circle(
        -170 + (i % 3) * 40,
        -160 + Math.floor(i / 3) * 60 + (i % 2) * 20,
        18 + (i % 3) * 6,
        WHITE,
        outline(c.light, 4),
      ),
    ),
  carWax: (c: Palette) =>
    bottle(c.dark, c.main, GOLD, 170, -40, 60) +
    shape('M-30 60 L0 30 L30 60 L0 90 Z', WHITE) +
    shape('M130 -150 L142 -118 L175 -106 L142 -94 L130 -62 L118 -94 L85 -106 L118 -118 Z', YELLOW) +
    shape('M-140 -80 L-132 -60 L-112 -52 L-132 -44 L-140 -24 L-148 -44 L-168 -52 L-148 -60 Z', YELLOW),

  // Food & Beverage
  sugar: (c: Palette) =>
    group(
      'translate(-50 0)',
      bag(WHITE, c.main) +
        shape(
          'M-140 -150 H140 L150 150 Q150 180 120 180 H-120 Q-150 180 -150 150 Z',
          'none',
          outline(SILVER),
        ) +
        rect(-120, -60, 240, 150, 14, c.main) +
        times(4, (i) => rect(-80 + (i % 2) * 80, -40 + Math.floor(i / 2) * 60, 60, 50, 6, WHITE)),
    ) +
    times(3, (i) =>
      group(
        `translate(${130 + (i % 2) * 50} ${130 - i * 50}) rotate(${i * 12})`,
        rect(-40, -40, 80, 80, 8, WHITE, outline(STEEL, 5)),
      ),
    ),
  spaghetti: (c: Palette) =>
    group(
      'rotate(-20)',
      times(9, (i) => line(`M${-60 + i * 15} -210 V170`, GOLD, 7)) +
        rect(-85, -100, 170, 290, 12, c.main) +
        rect(-60, -60, 120, 190, 30, '#f6d98a') +
        times(6, (i) => line(`M${-40 + i * 16} -50 V120`, GOLD, 5)),
    ),
  salt: () =>
    shape('M-90 -90 H90 L110 170 Q110 190 90 190 H-90 Q-110 190 -110 170 Z', GLASS, outline(STEEL, 5)) +
    shape('M-100 30 H100 L110 170 Q110 190 90 190 H-90 Q-110 190 -110 170 Z', WHITE) +
    shape('M-90 -90 Q-90 -190 0 -190 Q90 -190 90 -90 Z', STEEL) +
    times(5, (i) => circle(-40 + i * 20, -150 + (i % 2) * 20, 6, CHARCOAL)) +
    times(8, (i) =>
      rect(130 + (i % 3) * 20, 120 + Math.floor(i / 3) * 22, 8, 8, 1, WHITE, outline(SILVER, 2)),
    ),
  flourBag: (c: Palette) =>
    bag('#f3e6c8', c.main) +
    line('M0 150 V-60', WOOD_DARK, 8) +
    times(5, (i) =>
      ellipse(-22, 90 - i * 34, 20, 12, GOLD, 'transform="rotate(-30 -22 ' + (90 - i * 34) + ')"'),
    ) +
    times(5, (i) =>
      ellipse(22, 90 - i * 34, 20, 12, GOLD, 'transform="rotate(30 22 ' + (90 - i * 34) + ')"'),
    ),
  cookingOil: (c: Palette) =>
    rect(-40, -200, 80, 40, 8, c.main) +
    shape(
      'M-40 -160 V-130 Q-120 -110 -120 -50 V160 Q-120 190 -90 190 H90 Q120 190 120 160 V-50 Q120 -110 40 -130 V-160 Z',
      '#f2c14e',
    ) +
    shape(
      'M-40 -160 V-130 Q-120 -110 -120 -50 V160 Q-120 190 -90 190 H90 Q120 190 120 160 V-50 Q120 -110 40 -130 V-160 Z',
      'none',
      outline('#d9a52a', 5),
    ) +
    rect(-100, 0, 200, 110, 10, c.main) +
    shape('M0 20 Q35 60 0 90 Q-35 60 0 20 Z', '#f2c14e') +
    line('M-80 -70 V-20', WHITE, 12, 'stroke-opacity=".5"'),
  noodles: (c: Palette) =>
    shape(
      'M-190 -130 L-170 -120 L-190 -110 L-170 -100 L-190 -90 V110 L-170 120 L-190 130 H190 L170 120 L190 110 V-90 L170 -100 L190 -110 L170 -120 L190 -130 Z',
      YELLOW,
    ) +
    rect(-190, -130, 380, 40, 0, c.main) +
    ellipse(10, 40, 130, 70, WHITE) +
    line(
      'M-100 30 q16 -20 32 0 t32 0 t32 0 t32 0 t32 0 t32 0 M-100 55 q16 -20 32 0 t32 0 t32 0 t32 0 t32 0 t32 0',
      GOLD,
      8,
    ) +
    shape('M95 70 Q110 20 150 30 Q140 70 95 70 Z', GREEN) +
    circle(-120, -20, 20, RED),
  milkPowder: (c: Palette) =>
    group(
      'translate(-50 0)',
      shape('M-120 -160 H120 L130 150 Q130 185 95 185 H-95 Q-130 185 -130 150 Z', c.main) +
        rect(-120, -190, 240, 40, 8, c.dark) +
        rect(-95, -120, 190, 50, 12, WHITE) +
        shape('M-90 20 Q-60 -40 -30 10 Q0 -50 30 10 Q60 -40 90 20 V130 H-90 Z', WHITE),
    ) +
    shape('M95 -20 H195 L180 185 H110 Z', GLASS, outline(STEEL, 5)) +
    shape('M100 30 H190 L180 185 H110 Z', WHITE),
  milkTin: (c: Palette) =>
    rect(-125, -140, 250, 310, 12, c.main) +
    ellipse(0, -140, 125, 32, SILVER) +
    ellipse(0, -140, 105, 24, STEEL) +
    rect(-20, -150, 40, 14, 7, SILVER) +
    rect(-125, -70, 250, 170, 0, WHITE) +
    shape('M-70 90 Q-80 10 -40 -10 Q-20 20 0 -20 Q20 20 40 -10 Q80 10 70 90 Z', c.light) +
    shape('M0 -55 Q40 0 0 35 Q-40 0 0 -55 Z', c.main) +
    line('M-125 130 H125', c.dark, 8),
  maltDrink: (c: Palette) =>
    group(
      'translate(-60 -10)',
      rect(-100, -170, 200, 340, 20, GREEN) +
        rect(-80, -30, 160, 120, 12, '#6b3b1f') +
        rect(-80, -130, 160, 60, 10, WHITE),
    ) +
    group(
      'translate(110 90)',
      line('M80 -40 Q130 -40 130 10 Q130 60 80 60', WHITE, 20) +
        rect(-80, -80, 170, 170, 30, WHITE, outline(SILVER)) +
        ellipse(5, -80, 85, 18, '#6b3b1f'),
    ) +
    line('M100 -60 q-15 -25 0 -50 M140 -60 q-15 -25 0 -50', c.main, 8, 'stroke-opacity=".4"'),
  drinkCarton: (c: Palette) =>
    shape('M-110 -110 L-40 -150 H140 L70 -110 Z', c.light) +
    rect(-110, -110, 180, 300, 6, c.main) +
    shape('M70 -110 L140 -150 V150 L70 190 Z', c.dark) +
    line('M20 -125 L60 -215 L100 -200', WHITE, 14) +
    circle(-20, 40, 50, WHITE, 'fill-opacity=".85"') +
    circle(-20, 40, 28, c.accent),
  juiceCarton: (c: Palette) =>
    shape('M-110 -110 L-60 -180 H60 L110 -110 Z', c.light) +
    rect(-60, -200, 120, 24, 4, c.light) +
    rect(-110, -110, 220, 300, 8, WHITE, outline(SILVER)) +
    rect(-110, 40, 220, 150, 0, c.main) +
    circle(0, -10, 62, ORANGE) +
    circle(0, -10, 48, '#f7b457') +
    line('M0 -58 V38 M-42 -34 L42 14 M42 -34 L-42 14', ORANGE, 5) +
    shape('M0 -72 Q30 -110 60 -90 Q30 -70 0 -72 Z', GREEN) +
    rect(30, -170, 30, 30, 6, c.main),
  yoghurt: () =>
    bottle(WHITE, '#e2477a', '#f7c6d6', 190, -40, 90) +
    shape('M-110 -30 Q-110 -70 -45 -84 V-128', 'none', outline(SILVER, 5)) +
    shape('M0 30 Q40 30 40 60 Q40 110 0 125 Q-40 110 -40 60 Q-40 30 0 30 Z', '#e23a4f') +
    shape('M-20 30 L0 15 L20 30 L0 38 Z', GREEN) +
    times(4, (i) => circle(-15 + (i % 2) * 30, 60 + Math.floor(i / 2) * 30, 4, YELLOW)),
  sodaBottle: (c: Palette) =>
    rect(-30, -205, 60, 36, 8, c.main) +
    shape(
      'M-26 -170 Q-30 -110 -75 -70 Q-90 -40 -70 0 Q-95 40 -75 80 Q-95 130 -75 190 H75 Q95 130 75 80 Q95 40 70 0 Q90 -40 75 -70 Q30 -110 26 -170 Z',
      '#5a2a1b',
    ) +
    rect(-86, -10, 172, 90, 10, c.main) +
    line('M-60 35 Q0 5 60 35', WHITE, 10) +
    line('M-45 -90 Q-60 -60 -48 -20', WHITE, 10, 'stroke-opacity=".35"'),
  riceBag: (c: Palette) =>
    shape(
      'M-160 -130 Q-200 -180 -150 -200 L-120 -160 H120 L150 -200 Q200 -180 160 -130 L175 150 Q175 195 130 195 H-130 Q-175 195 -175 150 Z',
      '#f1ead6',
      outline('#d8ccae', 5),
    ) +
    rect(-170, -80, 340, 110, 0, c.main) +
    rect(-170, 30, 340, 14, 0, GOLD) +
    line('M-150 -150 H150', WOOD_DARK, 8) +
    shape('M-120 190 Q-90 90 0 80 Q90 90 120 190 Z', WHITE, outline(SILVER, 4)) +
    times(12, (i) =>
      ellipse(
        -70 + (i % 6) * 28,
        130 + Math.floor(i / 6) * 30 - (i % 2) * 8,
        11,
        5,
        '#efe6d0',
        `transform="rotate(${((i * 37) % 90) - 45} ${-70 + (i % 6) * 28} ${130 + Math.floor(i / 6) * 30 - (i % 2) * 8})"`,
      ),
    ),
  tomatoPaste: (c: Palette) =>
    shape('M-130 -170 H130 V170 H-130 Z', c.main) +
    times(2, (i) => line(`M-130 ${i ? 160 : -160} H130`, c.dark, 20, 'stroke-dasharray="10 8"')) +
    circle(0, 20, 90, '#e2362c') +
    circle(-30, -5, 26, WHITE, 'fill-opacity=".35"') +
    shape('M0 -70 L-25 -95 L0 -85 L10 -110 L20 -85 L45 -95 L20 -70 Z', GREEN),
  seasoningCubes: (c: Palette) =>
    times(4, (i) =>
      group(
        `translate(${[-90, 90, -90, 90][i]} ${[-80, -80, 90, 90][i]}) rotate(${[-8, 6, 4, -6][i]})`,
        rect(-75, -75, 150, 150, 12, YELLOW) +
          rect(-75, -20, 150, 40, 0, c.main) +
          shape('M0 -60 L12 -36 L40 -34 L18 -18 L26 8 L0 -6 L-26 8 L-18 -18 L-40 -34 L-12 -36 Z', RED),
      ),
    ),
  coffeeJar: (c: Palette) =>
    rect(-115, -190, 230, 60, 16, c.dark) +
    rect(-120, -140, 240, 325, 40, GLASS) +
    rect(-110, -80, 220, 255, 34, '#5a341c') +
    rect(-120, -30, 240, 120, 0, c.main) +
    rect(-120, -30, 240, 120, 0, WHITE, 'fill-opacity=".15"') +
    times(3, (i) =>
      group(
        `translate(${-60 + i * 60} 30) rotate(30)`,
        ellipse(0, 0, 22, 30, '#3b2213') + line('M0 -24 Q-8 0 0 24', '#8a5a36', 4),
      ),
    ),
  tea: (c: Palette) =>
    ellipse(0, 150, 190, 34, WHITE, outline(SILVER)) +
    shape('M-140 0 H140 Q135 150 0 150 Q-135 150 -140 0 Z', WHITE, outline(SILVER)) +
    ellipse(0, 0, 140, 26, '#a8541f') +
    line('M140 30 Q210 40 190 90 Q175 120 120 110', WHITE, 20) +
    line('M40 -5 Q60 -120 90 -120', SILVER, 4) +
    rect(70, -140, 60, 50, 6, YELLOW) +
    rect(70, -140, 60, 16, 4, c.main) +
    line(
      'M-60 -40 q-15 -30 0 -60 q15 -30 0 -60 M-10 -40 q-15 -30 0 -60 q15 -30 0 -60',
      STEEL,
      8,
      'stroke-opacity=".5"',
    ),
  cereal: (c: Palette) =>
    rect(-170, -200, 200, 330, 10, c.main) +
    rect(-150, -170, 160, 60, 8, WHITE) +
    ellipse(-70, -10, 60, 60, YELLOW) +
    ellipse(-70, -10, 40, 40, '#f7dc7a') +
    shape('M-10 90 H200 Q190 190 95 195 Q0 190 -10 90 Z', WHITE, outline(SILVER)) +
    times(7, (i) => ellipse(15 + i * 27, 85 - (i % 2) * 12, 18, 11, GOLD)),
} satisfies Record<string, (c: Palette) => string>;

/** The name of one of the demo drawings. */
export type Drawing = keyof typeof DRAWINGS;

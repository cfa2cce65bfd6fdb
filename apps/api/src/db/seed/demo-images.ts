/**
 * Placeholder product shots for the demo catalogue: a 960×960 SVG with a soft background in the
 * product's hue, a simple drawing for its category, and the brand and label underneath. The SVG
 * is handed to the image store, which renders it to WebP like any upload.
 */

const SIZE = 960;
const FONT = 'DejaVu Sans, Arial, sans-serif';

export interface DemoImageInput {
  imageHue: number;
  imageLabel: string;
  category: string;
  brand: string;
}

/** Escapes text for use in SVG element content and attribute values. */
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);
}

interface Palette {
  main: string;
  dark: string;
  light: string;
  /** A colour a third of the way round the wheel, for playful accents. */
  accent: string;
}

/** Category drawings, centred on (0, 0) and about 360 px across. */
const GLYPHS: Record<string, (c: Palette) => string> = {
  Electronics: (c) => `
    <rect x="-105" y="-185" width="210" height="370" rx="34" fill="${c.dark}"/>
    <rect x="-89" y="-155" width="178" height="300" rx="10" fill="url(#screen)"/>
    <circle cx="0" cy="-170" r="6" fill="${c.light}"/>
    <rect x="-32" y="158" width="64" height="9" rx="4.5" fill="${c.light}"/>
    <path d="M-60 -40 h120 M-60 0 h90 M-60 40 h105" stroke="#fff" stroke-opacity=".55" stroke-width="14" stroke-linecap="round"/>`,
  Clothing: (c) => `
    <path d="M-62 -160 L-155 -118 L-195 -28 L-122 2 L-110 -38 L-110 172 L110 172 L110 -38 L122 2 L195 -28 L155 -118 L62 -160 Q0 -108 -62 -160 Z"
      fill="${c.main}" stroke="${c.dark}" stroke-width="8" stroke-linejoin="round"/>
    <path d="M-62 -160 Q0 -108 62 -160" fill="none" stroke="${c.dark}" stroke-width="10" stroke-linecap="round"/>
    <path d="M-110 120 H110" stroke="${c.light}" stroke-width="8" stroke-dasharray="14 10"/>`,
  'Home & Garden': (c) => `
    <rect x="-130" y="-40" width="260" height="210" rx="6" fill="${c.main}"/>
    <path d="M-180 -20 L0 -175 L180 -20 Z" fill="${c.dark}" stroke="${c.dark}" stroke-width="10" stroke-linejoin="round"/>
    <rect x="-38" y="55" width="76" height="115" rx="8" fill="${c.dark}"/>
    <rect x="60" y="5" width="50" height="50" rx="4" fill="${c.light}"/>
    <rect x="-110" y="5" width="50" height="50" rx="4" fill="${c.light}"/>
    <path d="M150 170 C150 110 185 90 205 60 C190 110 205 140 150 170 Z" fill="${c.accent}"/>`,
  Sports: (c) => {
    const pentagon = (r: number) =>
      Array.from({ length: 5 }, (_, i) => {
        const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
        return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
    const spokes = Array.from({ length: 5 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
      const p = (r: number) => `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`;
      return `M${p(58)} L${p(170)}`;
    }).join(' ');
    return `
    <circle r="175" fill="#fff" stroke="${c.dark}" stroke-width="8"/>
    <polygon points="${pentagon(60)}" fill="${c.dark}"/>
    <path d="${spokes}" stroke="${c.dark}" stroke-width="8"/>
    <circle r="175" fill="none" stroke="${c.main}" stroke-opacity=".35" stroke-width="26"/>`;
  },
  Books: (c) => `
    <rect x="-112" y="-158" width="250" height="335" rx="12" fill="#fff" stroke="${c.dark}" stroke-width="6"/>
    <path d="M120 -140 V160" stroke="${c.light}" stroke-width="6"/>
    <rect x="-140" y="-178" width="250" height="340" rx="12" fill="${c.main}"/>
    <rect x="-140" y="-178" width="38" height="340" rx="10" fill="${c.dark}"/>
    <rect x="-70" y="-110" width="150" height="16" rx="8" fill="${c.light}"/>
    <rect x="-70" y="-78" width="105" height="12" rx="6" fill="${c.light}" fill-opacity=".7"/>`,
  'Health & Beauty': (c) => `
    <rect x="-32" y="-118" width="64" height="56" fill="${c.dark}"/>
    <path d="M-34 -118 V-158 H78 V-136 H24 V-118 Z" fill="${c.dark}"/>
    <rect x="-95" y="-66" width="190" height="240" rx="44" fill="${c.main}"/>
    <rect x="-62" y="8" width="124" height="96" rx="14" fill="${c.light}"/>
    <path d="M150 -20 C150 -20 112 28 112 54 A38 38 0 0 0 188 54 C188 28 150 -20 150 -20 Z" fill="${c.accent}"/>`,
  Toys: (c) => {
    const brick = (x: number, y: number, fill: string) => `
    <rect x="${x + 22}" y="${y - 20}" width="40" height="26" rx="6" fill="${fill}"/>
    <rect x="${x + 98}" y="${y - 20}" width="40" height="26" rx="6" fill="${fill}"/>
    <rect x="${x}" y="${y}" width="160" height="115" rx="10" fill="${fill}"/>
    <rect x="${x}" y="${y}" width="160" height="115" rx="10" fill="#000" fill-opacity=".08"/>`;
    return brick(-172, 55, c.main) + brick(12, 55, c.accent) + brick(-80, -85, c.dark);
  },
  Automotive: (c) => `
    <path d="M-195 70 V5 Q-190 -20 -150 -26 L-95 -32 L-52 -92 Q-42 -104 -20 -104 H78 Q100 -104 116 -88 L162 -32 Q195 -26 195 10 V70 Z" fill="${c.main}"/>
    <path d="M-38 -36 L-10 -84 H32 V-36 Z M48 -36 V-84 H88 L126 -36 Z" fill="${c.light}"/>
    <circle cx="-112" cy="72" r="48" fill="${c.dark}"/><circle cx="-112" cy="72" r="19" fill="${c.light}"/>
    <circle cx="112" cy="72" r="48" fill="${c.dark}"/><circle cx="112" cy="72" r="19" fill="${c.light}"/>
    <rect x="168" y="0" width="22" height="14" rx="5" fill="${c.light}"/>`,
  'Food & Beverage': (c) => `
    <path d="M-60 -70 q-22 -30 0 -60 q22 -30 0 -60 M0 -80 q-22 -30 0 -60 q22 -30 0 -60 M60 -70 q-22 -30 0 -60 q22 -30 0 -60"
      fill="none" stroke="${c.dark}" stroke-opacity=".45" stroke-width="12" stroke-linecap="round"/>
    <path d="M-172 -8 H172 Q162 150 0 162 Q-162 150 -172 -8 Z" fill="${c.main}"/>
    <rect x="-185" y="-28" width="370" height="28" rx="14" fill="${c.dark}"/>
    <path d="M-110 60 Q0 100 110 60" fill="none" stroke="${c.light}" stroke-width="10" stroke-linecap="round"/>`,
};

/** A price tag, for a category without its own drawing. */
const FALLBACK_GLYPH = (c: Palette) => `
    <path d="M-150 -60 L-40 -170 H150 V20 L40 130 Z" fill="${c.main}" transform="rotate(10)"/>
    <circle cx="95" cy="-110" r="22" fill="${c.light}"/>`;

/** A font size that fits `text` across `width` px (DejaVu Sans averages ~0.6 em per character). */
function fitFont(text: string, width: number, min: number, max: number, emPerChar = 0.6): number {
  return Math.round(Math.max(min, Math.min(max, width / (Math.max(text.length, 1) * emPerChar))));
}

/** Renders the placeholder picture for a demo product as SVG bytes. */
export function renderDemoImage(p: DemoImageInput): Buffer {
  const h = ((Math.round(p.imageHue) % 360) + 360) % 360;
  const c: Palette = {
    main: `hsl(${h}, 55%, 52%)`,
    dark: `hsl(${h}, 50%, 30%)`,
    light: `hsl(${h}, 70%, 90%)`,
    accent: `hsl(${(h + 120) % 360}, 60%, 55%)`,
  };
  const glyph = (GLYPHS[p.category] ?? FALLBACK_GLYPH)(c);
  const brand = p.brand.toUpperCase();
  const brandSize = fitFont(brand, 760, 24, 38, 0.72);
  const labelSize = fitFont(p.imageLabel, 820, 36, 84, 0.62);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${h}, 70%, 97%)"/>
      <stop offset="1" stop-color="hsl(${h}, 50%, 84%)"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c.main}"/>
      <stop offset="1" stop-color="${c.light}"/>
    </linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <!-- A soft spotlight behind the product: flat rings render far faster than a full-canvas radial gradient. -->
  <circle cx="480" cy="395" r="300" fill="#fff" fill-opacity=".22"/>
  <circle cx="480" cy="395" r="248" fill="#fff" fill-opacity=".28"/>
  <circle cx="480" cy="395" r="196" fill="#fff" fill-opacity=".34"/>
  <ellipse cx="480" cy="612" rx="210" ry="26" fill="hsl(${h}, 40%, 30%)" fill-opacity=".16"/>
  <g transform="translate(480 392)">${glyph}
  </g>
  <text x="480" y="724" text-anchor="middle" font-family="${FONT}" font-size="${brandSize}" letter-spacing="4"
    fill="hsl(${h}, 35%, 38%)">${escapeXml(brand)}</text>
  <text x="480" y="${724 + 24 + labelSize}" text-anchor="middle" font-family="${FONT}" font-size="${labelSize}" font-weight="bold"
    fill="hsl(${h}, 45%, 18%)">${escapeXml(p.imageLabel)}</text>
</svg>`;
  return Buffer.from(svg, 'utf8');
}

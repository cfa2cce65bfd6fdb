import { CATEGORIES, type Category, type ProductStatus } from '@better-deals/domain';
import type { NewProductRow } from '../schema/index';
import type { Drawing } from './demo-drawings';

/** One product of the demo catalogue, ready to map onto a products row (money in kobo). */
export interface DemoProduct {
  title: string;
  description: string;
  brand: string;
  category: Category;
  priceKobo: number;
  originalPriceKobo: number | null;
  discount: number;
  rating: number;
  reviews: number;
  stock: number;
  sku: string;
  status: ProductStatus;
  specifications: Record<string, string>;
  tags: string[];
  featured: boolean;
  sold: number;
  views: number;
  createdDaysAgo: number;
  /** What the product's picture shows. */
  drawing: Drawing;
  /** The picture's tint, mostly its category's hue, so products alike share one picture. */
  imageHue: number;
}

type Rng = () => number;

/** mulberry32: a tiny seeded PRNG, so every build of the catalogue is identical. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
function shuffled<T>(r: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** What a product kind's writers get to work with. */
interface Ctx {
  brand: string;
  model: string;
  /** The variant (storage, colour, size, format…), '' when the line has none. */
  variant: string;
  /** Brand and model, as a shopper would say it. */
  name: string;
  spec: Record<string, string>;
  r: Rng;
}
interface Kind {
  /** What its products' pictures show, unless a line says otherwise. */
  drawing?: Drawing;
  /** Things that come in every colour (book covers): each line's picture gets a hue of its own. */
  hueEachLine?: boolean;
  tags: string[];
  /** Default specifications; a line's own `spec` entries win and come first. */
  specs: (c: Ctx) => Record<string, string>;
  /** Two or three sentences. */
  text: (c: Ctx) => string;
  title?: (c: Ctx) => string;
}

const COLOURS = ['Black', 'Midnight Blue', 'Silver', 'Graphite', 'White'];
const gb = (v: string) => v.replace(/(\d+)\s*(GB|TB)/i, '$1 $2');
const bare = (v: string) => v.replace(/[()]/g, '');

/** Lower-cases a spec value's first letter for use mid-sentence, leaving names such as 'Dri-FIT' or 'Ankara' alone. */
const prose = (v: string) =>
  /^(\S*[A-Z]\S*[A-Z]|Ankara|Guinea)/.test(v) ? v : v.charAt(0).toLowerCase() + v.slice(1);

const apparel = (what: string, material: string, fit: string): Kind => ({
  tags: ['fashion', what],
  specs: (c) => ({
    Sizes: 'S – XXL',
    Material: material,
    Fit: fit,
    Colour: bare(c.variant) || pick(c.r, COLOURS),
  }),
  text: (c) =>
    `${c.name} in ${prose(c.spec.Material ?? material)}, made to keep its shape and colour wash after wash. ` +
    pick(c.r, [
      'Dress it up for an owambe or down for a Saturday in Yaba.',
      'Breathable enough for Lagos heat and easy to pair with what you already own.',
      'Check the size guide before you order: sizes run true to UK fit.',
    ]),
});
const footwear = (what: string, upper: string): Kind => ({
  tags: ['shoes', what],
  specs: (c) => ({
    Sizes: 'EU 39 – 46',
    Upper: upper,
    Sole: 'Rubber',
    Colour: bare(c.variant) || pick(c.r, COLOURS),
  }),
  text: (c) =>
    `${c.name}, with a ${prose(upper)} upper and a grippy rubber sole. ` +
    pick(c.r, [
      'Cushioned for all-day wear on hard city pavements.',
      'Comes boxed, with a 7-day size exchange if the fit is not right.',
    ]),
});

const KINDS = {
  // Electronics
  phone: {
    drawing: 'smartphone',
    tags: ['smartphone', 'android', 'mobile'],
    specs: (c) => ({
      Storage: gb(c.variant),
      RAM: '8 GB',
      Battery: '5000 mAh',
      'Dual SIM': 'Yes',
      Warranty: '1 year',
    }),
    text: (c) =>
      `The ${c.name} gives you ${gb(c.variant)} of storage, ${c.spec.RAM ?? '8 GB'} of RAM and a ${c.spec.Battery ?? '5000 mAh'} battery that comfortably lasts a full day. ` +
      pick(c.r, [
        'Dual SIM slots let you keep your work and personal lines on one phone.',
        'The camera handles low light well, so night-time pictures at parties come out sharp.',
      ]) +
      ' Sold with the official one-year manufacturer warranty.',
  },
  featurephone: {
    drawing: 'featurePhone',
    tags: ['phone', 'mobile', 'budget'],
    specs: () => ({ Battery: '1000 mAh', 'Dual SIM': 'Yes', Radio: 'FM', Warranty: '1 year' }),
    text: (c) =>
      `The ${c.name} is a dependable button phone with a torch, FM radio and a battery that lasts for days on one charge. ` +
      'It is ideal as a second line or for parents who want calls and SMS without fuss.',
  },
  tablet: {
    drawing: 'tablet',
    tags: ['tablet', 'android'],
    specs: (c) => ({
      Storage: gb(c.variant || '128GB'),
      Display: '11 inch',
      Battery: '8000 mAh',
      Warranty: '1 year',
    }),
    text: (c) =>
      `The ${c.name} has a large ${c.spec.Display ?? '11 inch'} screen for lessons, films and video calls. ` +
      'Quad speakers and a long battery make it a good family tablet.',
  },
  tv: {
    drawing: 'tv',
    tags: ['television', 'smart-tv'],
    specs: (c) => ({
      'Screen size': c.spec['Screen size'] ?? '43 inch',
      Resolution: '4K UHD',
      'Smart TV': 'Yes',
      HDMI: '3 ports',
      Warranty: '2 years',
    }),
    text: (c) =>
      `The ${c.name} brings ${c.spec.Resolution ?? '4K UHD'} picture ` +
      (c.spec['Smart TV'] === 'No'
        ? 'and bright, accurate colour to your living room at a sensible price. '
        : 'and built-in apps like Netflix, YouTube and Showmax to your living room. ') +
      pick(c.r, [
        'Plug in your decoder, game console and soundbar at once.',
        'A slim bezel design that looks good wall-mounted or on a stand.',
      ]) +
      ' Comes with a remote and table stand.',
  },
  laptop: {
    drawing: 'laptop',
    tags: ['laptop', 'computer', 'windows'],
    specs: () => ({
      Processor: 'Intel Core i5',
      RAM: '8 GB',
      Storage: '512 GB SSD',
      Display: '15.6 inch FHD',
      Warranty: '1 year',
    }),
    text: (c) =>
      `The ${c.name} pairs an ${c.spec.Processor ?? 'Intel Core i5'} processor with ${c.spec.RAM ?? '8 GB'} RAM and a fast ${c.spec.Storage ?? '512 GB SSD'}. ` +
      'It boots in seconds and handles spreadsheets, Zoom calls and light photo editing with ease.',
  },
  audio: {
    tags: ['audio', 'bluetooth', 'wireless'],
    specs: () => ({
      Connectivity: 'Bluetooth 5.3',
      'Battery life': '30 hours',
      'Water resistance': 'IPX4',
      Warranty: '1 year',
    }),
    text: (c) =>
      `${c.name} delivers clear sound with punchy bass over ${c.spec.Connectivity ?? 'Bluetooth 5.3'}. ` +
      `Up to ${c.spec['Battery life'] ?? '30 hours'} of playback means it keeps going through a long day and a longer commute.`,
  },
  soundbar: {
    drawing: 'soundbar',
    tags: ['audio', 'soundbar', 'home-cinema'],
    specs: () => ({
      Channels: '2.1',
      Power: '240 W',
      Connectivity: 'HDMI ARC, Bluetooth',
      Warranty: '1 year',
    }),
    text: (c) =>
      `The ${c.name} adds room-filling sound and a deep subwoofer to any TV. ` +
      'Connect with one HDMI cable and control the volume with your TV remote.',
  },
  power: {
    drawing: 'powerBank',
    tags: ['power', 'charging'],
    specs: () => ({
      Capacity: '20000 mAh',
      Output: '22.5 W fast charge',
      Ports: 'USB-C, 2× USB-A',
      Warranty: '1 year',
    }),
    text: (c) =>
      `Never get stranded with a flat battery: the ${c.name} keeps your phone topped up through NEPA cuts and long journeys. ` +
      'Built-in protection against over-charging and overheating.',
  },
  inverter: {
    drawing: 'inverter',
    tags: ['power', 'inverter', 'solar'],
    specs: () => ({
      Capacity: '1.2 kVA',
      'Battery voltage': '12 V',
      'Solar ready': 'Yes',
      Warranty: '2 years',
    }),
    text: (c) =>
      `The ${c.name} runs your fans, TV, lights and laptop quietly when the grid goes off. ` +
      'Pair it with one deep-cycle battery, or add solar panels later to cut your fuel bill.',
  },
  watch: {
    drawing: 'smartwatch',
    tags: ['smartwatch', 'fitness', 'wearable'],
    specs: () => ({
      Display: '2.01 inch',
      'Battery life': '10 days',
      'Water resistance': 'IP68',
      Warranty: '1 year',
    }),
    text: (c) =>
      `The ${c.name} tracks steps, heart rate and sleep, and shows WhatsApp notifications on your wrist. ` +
      'A single charge lasts well over a week.',
  },
  gadget: {
    tags: ['accessory', 'computer'],
    specs: (c) => ({
      ...(c.variant ? { Capacity: gb(c.variant) } : {}),
      Compatibility: 'Windows, macOS, Android',
      Warranty: '1 year',
    }),
    text: (c) =>
      `The ${c.name} is a small, reliable upgrade for your desk or phone. ` +
      'Plug and play with no drivers needed.',
  },
  printer: {
    drawing: 'printer',
    tags: ['printer', 'office'],
    specs: () => ({
      Functions: 'Print, scan, copy',
      Connectivity: 'USB, Wi-Fi',
      'Print speed': '7.5 ppm',
      Warranty: '1 year',
    }),
    text: (c) =>
      `The ${c.name} prints school assignments, invoices and photos from your phone over Wi-Fi. ` +
      'Compact enough for a home office and cheap to run with genuine ink cartridges.',
  },
  // Clothing
  top: apparel('tops', 'Cotton', 'Regular fit'),
  hoodie: { ...apparel('hoodies', 'Brushed fleece', 'Relaxed fit'), drawing: 'hoodie' },
  bottoms: apparel('trousers', 'Stretch denim', 'Slim fit'),
  dress: apparel('dresses', 'Ankara cotton print', 'Tailored fit'),
  native: apparel('native', 'Cashmere blend', 'Tailored fit'),
  sneakers: { ...footwear('sneakers', 'Leather'), drawing: 'sneaker' },
  slides: { ...footwear('slides', 'Synthetic strap'), drawing: 'sandals' },
  formal: { ...footwear('shoes', 'Genuine leather'), drawing: 'dressShoe' },
  // Home & Garden
  cooling: {
    tags: ['appliance', 'kitchen', 'refrigeration'],
    specs: () => ({
      Capacity: '200 L',
      'Energy rating': 'A+',
      'Cooling hours': 'Keeps cold up to 100 hours',
      Warranty: '2 years',
    }),
    text: (c) =>
      `The ${c.name} keeps food and drinks cold long after the light goes off, thanks to thick insulation and a tight seal. ` +
      'Low power use makes it friendly to inverters and generators.',
  },
  ac: {
    drawing: 'airConditioner',
    tags: ['appliance', 'air-conditioner', 'cooling'],
    specs: () => ({ Capacity: '1.5 HP', Inverter: 'Yes', Coverage: 'Up to 20 m²', Warranty: '2 years' }),
    text: (c) =>
      `The ${c.name} cools a bedroom or office quickly and quietly. ` +
      'Inverter technology uses up to 60% less power than a fixed-speed unit, and installation can be booked in Lagos and Abuja.',
  },
  washer: {
    drawing: 'washingMachine',
    tags: ['appliance', 'laundry'],
    specs: () => ({ Capacity: '7 kg', Type: 'Front load', Programmes: '15', Warranty: '2 years' }),
    text: (c) =>
      `The ${c.name} washes a family's laundry gently and saves water with automatic load sensing. ` +
      'A quick 15-minute cycle refreshes lightly worn clothes.',
  },
  kitchen: {
    tags: ['appliance', 'kitchen'],
    specs: () => ({ Power: '1000 W', Colour: 'Black', Warranty: '1 year' }),
    text: (c) =>
      `The ${c.name} makes everyday cooking faster, from pepper for stew to the family's morning tea. ` +
      pick(c.r, [
        'Easy to clean and built to last.',
        'Backed by a one-year warranty with service centres nationwide.',
      ]),
  },
  fan: {
    drawing: 'standingFan',
    tags: ['appliance', 'fan', 'cooling'],
    specs: () => ({ Size: '18 inch', Speeds: '3', Oscillation: 'Yes', Warranty: '1 year' }),
    text: (c) =>
      `The ${c.name} moves plenty of air with three speed settings and wide oscillation. ` +
      'Sturdy base and quiet motor for a good night’s sleep.',
  },
  bedding: {
    tags: ['bedroom', 'mattress', 'furniture'],
    specs: () => ({
      Size: '6 × 6 ft',
      Thickness: '10 inch',
      Firmness: 'Orthopaedic firm',
      Warranty: '10 years',
    }),
    text: (c) =>
      `The ${c.name} gives proper support with a high-density core and a breathable quilted cover. ` +
      'Delivered rolled and sealed; free delivery within Lagos.',
  },
  tools: {
    tags: ['tools', 'garden', 'diy'],
    specs: () => ({ Power: '20 V', Weight: '1.4 kg', Warranty: '1 year' }),
    text: (c) =>
      `The ${c.name} is built for regular jobs around the house, compound and garden. ` +
      'Solid construction and a comfortable grip make long jobs less tiring.',
  },
  // Sports
  boots: {
    drawing: 'footballBoot',
    tags: ['football', 'boots'],
    specs: () => ({
      Sizes: 'EU 39 – 46',
      Surface: 'Firm ground',
      Upper: 'Synthetic',
      Colour: 'Black / Gold',
    }),
    text: (c) =>
      `${c.name} football boots give you a sure touch and grip on firm pitches. ` +
      'Lightweight and comfortable from the first Sunday kick-about.',
  },
  ball: {
    tags: ['ball', 'team-sports'],
    specs: () => ({ Size: '5', Material: 'PU leather', Use: 'Match and training' }),
    text: (c) =>
      `The ${c.name} holds its shape and flight through weeks of hard training. ` +
      'A durable cover that copes with rough concrete courts as well as grass.',
  },
  sportswear: apparel('sportswear', 'Dri-FIT polyester', 'Athletic fit'),
  racket: {
    tags: ['racket', 'racket-sports'],
    specs: () => ({ Weight: '85 g', Material: 'Graphite', Grip: 'G4', Strung: 'Yes' }),
    text: (c) =>
      `The ${c.name} offers a forgiving sweet spot for club players who want more power. ` +
      'Sold strung and ready to play, with a cover.',
  },
  gym: {
    tags: ['fitness', 'gym', 'home-workout'],
    specs: () => ({ 'Max user weight': '120 kg', Warranty: '1 year', Assembly: 'Required' }),
    text: (c) =>
      `Train at home on your own schedule with the ${c.name}. ` +
      pick(c.r, [
        'Solid steel frame, no wobble.',
        'Compact enough for a flat, sturdy enough for daily use.',
      ]) +
      ' Delivery and assembly available in Lagos.',
  },
  gear: {
    tags: ['fitness', 'accessories'],
    specs: () => ({ Material: 'Durable synthetic', Weight: '350 g', Colour: 'Black' }),
    text: (c) =>
      `${c.name}: a simple, well-made piece of kit for training days. ` +
      'Light to carry in your gym bag and easy to clean.',
  },
  // Books
  book: {
    drawing: 'book',
    hueEachLine: true,
    tags: ['books', 'reading'],
    specs: (c) => ({
      Author: c.spec.Author ?? 'Various',
      Format: c.variant || 'Paperback',
      Pages: '320',
      Language: 'English',
      Publisher: c.brand,
    }),
    title: (c) => `${c.model} by ${c.spec.Author ?? 'Various'} (${c.variant || 'Paperback'})`,
    text: (c) =>
      `${c.model} by ${c.spec.Author ?? 'Various'}${c.spec.Genre ? `, ${c.spec.Genre.toLowerCase()}` : ''}, in a ${(c.variant || 'paperback').toLowerCase()} edition from ${c.brand}. ` +
      pick(c.r, [
        'A book readers across Nigeria keep recommending to friends.',
        'A must-read for book clubs and a thoughtful gift.',
        'Printed on quality paper with a durable cover.',
      ]),
  },
  // Health & Beauty
  skincare: {
    tags: ['skincare', 'beauty'],
    specs: () => ({ Size: '400 ml', 'Skin type': 'All skin types', Origin: 'Made in Nigeria' }),
    text: (c) =>
      `${c.name} nourishes and protects skin in hot, humid weather without feeling greasy. ` +
      pick(c.r, ['Dermatologically tested.', 'Gentle enough for daily use by the whole family.']),
  },
  makeup: {
    tags: ['makeup', 'beauty', 'cosmetics'],
    specs: (c) => ({
      Shade: bare(c.variant) || 'Warm Brown',
      Finish: 'Matte',
      Size: '30 ml',
      'Made for': 'Melanin-rich skin',
    }),
    text: (c) =>
      `${c.name} is made with deeper skin tones in mind, so shades match rather than grey out. ` +
      'Long-wearing and sweat-resistant through a full day.',
  },
  haircare: {
    drawing: 'creamJar',
    tags: ['haircare', 'natural-hair'],
    specs: () => ({
      Size: '453 g',
      'Hair type': 'Natural, relaxed and curly',
      'Key ingredient': 'Shea butter',
    }),
    text: (c) =>
      `${c.name} softens and defines curls while sealing in moisture. ` +
      'A staple for wash days and protective styles alike.',
  },
  health: {
    drawing: 'pillBottle',
    tags: ['health', 'wellness'],
    specs: () => ({ Type: 'Supplement', Count: '30 tablets', 'Suitable for': 'Adults' }),
    text: (c) =>
      `${c.name} supports everyday health as part of a balanced routine. ` +
      'Read the leaflet before use and speak to a pharmacist if you take other medicines.',
  },
  device: {
    tags: ['health', 'devices'],
    specs: () => ({ Power: 'Batteries included', Memory: '60 readings', Warranty: '2 years' }),
    text: (c) =>
      `The ${c.name} gives clinic-grade readings at home at the press of a button. ` +
      'Large, clear display that older family members find easy to read.',
  },
  grooming: {
    tags: ['oral-care', 'hygiene'],
    specs: () => ({ Type: 'Oral care', 'Suitable for': 'Adults and children over 6', Origin: 'Imported' }),
    text: (c) =>
      `${c.name} makes a thorough daily clean simple, morning and night. ` +
      'Dentist-recommended and trusted by families across Nigeria.',
  },
  // Toys
  construction: {
    drawing: 'bricks',
    tags: ['toys', 'building', 'stem'],
    specs: () => ({ Age: '6+', Pieces: '484', 'Batteries required': 'No' }),
    text: (c) =>
      `The ${c.name} set keeps young builders busy for hours, then becomes something new tomorrow. ` +
      'Compatible with every other set of the same brand.',
  },
  doll: {
    drawing: 'doll',
    tags: ['toys', 'dolls', 'pretend-play'],
    specs: () => ({ Age: '3+', Height: '30 cm', 'Batteries required': 'No' }),
    text: (c) =>
      `${c.name} encourages storytelling and imaginative play. ` +
      'Well made, with accessories that are easy for small hands.',
  },
  vehicle: {
    drawing: 'toyCar',
    tags: ['toys', 'cars'],
    specs: () => ({ Age: '3+', Scale: '1:64', 'Batteries required': 'No' }),
    text: (c) =>
      `${c.name} brings fast, hands-on fun to any floor or track. ` +
      'A favourite gift for car-mad children.',
  },
  game: {
    tags: ['toys', 'games', 'family'],
    specs: () => ({ Age: '8+', Players: '2 – 6', 'Playing time': '30 min' }),
    text: (c) =>
      `${c.name} is the kind of game that turns a quiet evening into loud, happy competition. ` +
      'Simple to learn, great for family gatherings at Christmas and Sallah.',
  },
  baby: {
    tags: ['toys', 'baby', 'learning'],
    specs: () => ({ Age: '6 months+', 'Batteries required': 'Yes (included)', Languages: 'English' }),
    text: (c) =>
      `${c.name} helps little ones learn through play, building grip, coordination and curiosity. ` +
      'Sturdy, easy to wipe clean and safe for little mouths.',
  },
  // Automotive
  oil: {
    drawing: 'motorOil',
    tags: ['engine-oil', 'car-care'],
    specs: () => ({
      Volume: '4 L',
      Viscosity: '5W-40',
      Type: 'Fully synthetic',
      'Suitable for': 'Petrol and diesel engines',
    }),
    text: (c) =>
      `${c.name} protects your engine from wear through Nigerian heat and stop-start traffic. ` +
      'Keeps the engine clean and helps fuel economy between services.',
  },
  tyre: {
    drawing: 'tyre',
    tags: ['tyres', 'wheels'],
    specs: (c) => ({
      Size: bare(c.variant) || '205/55 R16',
      'Load index': '91',
      'Speed rating': 'V',
      Season: 'All season',
    }),
    text: (c) =>
      `The ${c.name} grips well on wet roads and wears evenly for a long life. ` +
      'Price is per tyre; fitting and balancing available at partner shops.',
  },
  parts: {
    tags: ['spare-parts', 'maintenance'],
    specs: () => ({ Fitment: 'See compatibility list', Condition: 'New', Warranty: '6 months' }),
    text: (c) =>
      `${c.name}, made to original-equipment standards for routine servicing. ` +
      'Check your vehicle model and year against the fitment details before ordering.',
  },
  battery: {
    drawing: 'carBattery',
    tags: ['car-battery', 'electrical'],
    specs: () => ({ Capacity: '60 Ah', Voltage: '12 V', 'Cold cranking': '540 A', Warranty: '1 year' }),
    text: (c) =>
      `The ${c.name} starts reliably every morning and needs no topping up. ` +
      'Return your old battery on delivery for a discount on installation.',
  },
  roadside: {
    tags: ['car-accessories', 'emergency'],
    specs: () => ({ Power: 'Rechargeable', Display: 'Digital', Warranty: '1 year' }),
    text: (c) =>
      `The ${c.name} saves you a long wait by the roadside. ` +
      'Small enough to live in the boot, and it holds its charge for months.',
  },
  carcare: {
    tags: ['car-care', 'accessories'],
    specs: () => ({ Use: 'Interior and exterior', Volume: '500 ml', 'Made in': 'USA' }),
    text: (c) =>
      `${c.name} keeps your car looking showroom-fresh despite dust and harmattan haze. ` +
      'Easy to use at home with a microfibre cloth.',
  },
  // Food & Beverage
  staple: {
    tags: ['groceries', 'staples', 'pantry'],
    specs: (c) => ({ Weight: bare(c.variant) || '1 kg', 'Shelf life': '12 months', Origin: 'Nigeria' }),
    text: (c) =>
      `${c.name} is a pantry essential found in kitchens across Nigeria. ` +
      pick(c.r, [
        'Consistent quality, pack after pack.',
        'Store in a cool, dry place and reseal after opening.',
      ]),
  },
  noodles: {
    drawing: 'noodles',
    tags: ['groceries', 'noodles', 'quick-meals'],
    specs: () => ({ Weight: '70 g', Flavour: 'Chicken', 'Cooking time': '3 minutes' }),
    text: (c) =>
      `${c.name}: ready in three minutes, and even better with an egg and some pepper. ` +
      'A favourite for students, late nights and quick lunches.',
  },
  beverage: {
    tags: ['beverages', 'breakfast', 'groceries'],
    specs: (c) => ({ Weight: bare(c.variant) || '400 g', Type: 'Powder', 'Shelf life': '18 months' }),
    text: (c) =>
      `${c.name} makes a warm, nourishing cup for breakfast or after school. ` +
      pick(c.r, [
        'A breakfast-table favourite across Nigeria.',
        'The resealable pack keeps every spoonful fresh.',
      ]),
  },
  drink: {
    tags: ['drinks', 'beverages', 'refreshment'],
    specs: (c) => ({ Volume: bare(c.variant) || '1 L', Serve: 'Chilled', 'Shelf life': '9 months' }),
    text: (c) =>
      `${c.name} is best served chilled, at home, at work or at parties. ` +
      pick(c.r, ['No artificial colours.', 'A refreshing favourite across the country.']),
  },
  cooking: {
    tags: ['groceries', 'cooking', 'pantry'],
    specs: (c) => ({ Size: bare(c.variant) || '3 L', Type: 'Cooking ingredient', 'Shelf life': '18 months' }),
    text: (c) =>
      `${c.name} brings out the flavour of jollof, egusi and every everyday stew. ` +
      'A trusted name in Nigerian kitchens.',
  },
} satisfies Record<string, Kind>;
type KindKey = keyof typeof KINDS;

interface Line {
  brand: string;
  model: string;
  kind: KindKey;
  /** [variant, naira]; the variant is appended to the title ('' for none). */
  prices: Array<[string, number]>;
  spec?: Record<string, string>;
  /** What the picture shows, where the kind has no drawing of its own or a different one fits. */
  drawing?: Drawing;
  /** Replaces the kind's generic tags (the brand is always added). */
  tags?: string[];
  status?: Exclude<ProductStatus, 'active'>;
}
type LineOptions = Pick<Line, 'spec' | 'drawing' | 'tags' | 'status'>;
function p(
  brand: string,
  model: string,
  kind: KindKey,
  price: number | Array<[string, number]>,
  more: LineOptions = {},
): Line {
  return { brand, model, kind, prices: typeof price === 'number' ? [['', price]] : price, ...more };
}

// One row per catalogue line, so the table reads like a price list.
// prettier-ignore
const LINES: Record<Category, Line[]> = {
  Electronics: [
    p('Samsung', 'Galaxy A15', 'phone', [['128GB', 199_000], ['256GB', 234_000]], { spec: { RAM: '6 GB' } }),
    p('Samsung', 'Galaxy A25 5G', 'phone', [['128GB', 329_000]], { spec: { RAM: '8 GB' } }),
    p('Samsung', 'Galaxy S23 FE', 'phone', [['256GB', 749_000]], { spec: { RAM: '8 GB', Battery: '4500 mAh' } }),
    p('Samsung', '43" Crystal UHD 4K Smart TV', 'tv', 559_000, { spec: { 'Screen size': '43 inch' } }),
    p('Tecno', 'Spark 20', 'phone', [['128GB', 149_000], ['256GB', 172_000]], { spec: { RAM: '8 GB' } }),
    p('Tecno', 'Camon 30 Pro 5G', 'phone', [['512GB', 449_000]], { spec: { RAM: '12 GB' } }),
    p('Tecno', 'Pova 6 Pro 5G', 'phone', [['256GB', 329_000]], { spec: { Battery: '6000 mAh' } }),
    p('Infinix', 'Hot 40i', 'phone', [['128GB', 139_000]], { spec: { RAM: '4 GB' } }),
    p('Infinix', 'Note 40 Pro', 'phone', [['256GB', 389_000]], { spec: { RAM: '8 GB' } }),
    p('Infinix', 'Smart 8', 'phone', [['64GB', 104_500]], { spec: { RAM: '3 GB' } }),
    p('Itel', 'A70', 'phone', [['64GB', 84_900], ['128GB', 96_500]], { spec: { RAM: '3 GB' } }),
    p('Itel', 'P55', 'phone', [['128GB', 124_000]], { spec: { RAM: '4 GB', Battery: '5000 mAh' } }),
    p('Itel', '2160 Dual SIM Feature Phone', 'featurephone', 14_500),
    p('Xiaomi', 'Redmi 13C', 'phone', [['128GB', 164_000]], { spec: { RAM: '4 GB' } }),
    p('Xiaomi', 'Redmi Pad SE', 'tablet', [['128GB', 245_000]]),
    p('Apple', 'iPhone 13', 'phone', [['128GB', 869_000]], { spec: { RAM: '4 GB', Battery: '3240 mAh', 'Dual SIM': 'eSIM + nano-SIM' }, tags: ['smartphone', 'iphone', 'ios'] }),
    p('Apple', 'AirPods (2nd generation)', 'audio', 184_000, { drawing: 'earbuds', spec: { 'Battery life': '24 hours with case' } }),
    p('HP', '250 G9 Laptop Core i5 8GB/512GB', 'laptop', 779_000),
    p('HP', '15s Laptop Core i3 8GB/256GB', 'laptop', 559_000, { spec: { Processor: 'Intel Core i3', Storage: '256 GB SSD' } }),
    p('HP', 'DeskJet 2320 All-in-One Printer', 'printer', 74_500),
    p('Lenovo', 'IdeaPad Slim 3 Core i5 8GB/512GB', 'laptop', 729_000),
    p('Oraimo', 'FreePods 4 Earbuds', 'audio', 34_900, { drawing: 'earbuds' }),
    p('Oraimo', 'Traveler 4 20000mAh Power Bank', 'power', 23_900),
    p('Oraimo', 'Watch 4 Plus Smartwatch', 'watch', 44_500),
    p('Oraimo', '20W USB-C Fast Charger', 'gadget', 8_500, { drawing: 'charger', spec: { Output: '20 W USB-C PD', Ports: '1× USB-C' } }),
    p('Hisense', '32" HD Smart TV 32A4', 'tv', 184_000, { spec: { 'Screen size': '32 inch', Resolution: 'HD Ready' } }),
    p('Hisense', '55" 4K UHD Smart TV A6', 'tv', 649_000, { spec: { 'Screen size': '55 inch' } }),
    p('Hisense', 'HS214 2.1ch Soundbar', 'soundbar', 119_000),
    p('LG', '43" UHD 4K Smart TV UR7300', 'tv', 539_000, { spec: { 'Screen size': '43 inch' } }),
    p('LG', 'XBOOM Go XG2 Bluetooth Speaker', 'audio', 54_900, { drawing: 'speaker', spec: { 'Battery life': '10 hours', 'Water resistance': 'IP67' } }),
    p('Nexus', '32" LED TV', 'tv', 134_500, { spec: { 'Screen size': '32 inch', Resolution: 'HD Ready', 'Smart TV': 'No' }, tags: ['television', 'led-tv'] }),
    p('JBL', 'Flip 6 Portable Speaker', 'audio', 164_000, { drawing: 'speaker', spec: { 'Battery life': '12 hours', 'Water resistance': 'IP67' } }),
    p('JBL', 'Tune 520BT Headphones', 'audio', 74_900, { drawing: 'headphones', spec: { 'Battery life': '57 hours' } }),
    p('SanDisk', 'Ultra microSDXC Card', 'gadget', [['64GB', 9_500], ['128GB', 15_500]], { drawing: 'memoryCard' }),
    p('Logitech', 'M185 Wireless Mouse', 'gadget', 13_900, { drawing: 'mouse', spec: { Connection: '2.4 GHz USB receiver', Battery: '12 months (AA)' } }),
    p('Felicity Solar', '1.2kVA 12V Inverter', 'inverter', 285_000),
    p('Tecno', 'Spark 30 Pro', 'phone', [['256GB', 239_000]], { status: 'draft' }),
    p('Samsung', 'Galaxy A16 5G', 'phone', [['128GB', 269_000]], { status: 'draft' }),
    p('Itel', 'A56', 'phone', [['16GB', 49_900]], { spec: { RAM: '1 GB', Battery: '3000 mAh' }, status: 'archived' }),
  ],
  Clothing: [
    p('Nike', 'Sportswear Club Fleece Hoodie', 'hoodie', [['(Black)', 54_900], ['(Grey Heather)', 54_900]]),
    p('Nike', "Air Force 1 '07 Sneakers", 'sneakers', [['(White)', 149_000]]),
    p('Nike', 'Sportswear Essential T-Shirt', 'top', [['(Black)', 24_500], ['(White)', 24_500]], { drawing: 'tshirt' }),
    p('Adidas', 'Essentials 3-Stripes Tracksuit', 'sportswear', [['(Navy)', 67_900]], { drawing: 'jacket' }),
    p('Adidas', 'Grand Court 2.0 Sneakers', 'sneakers', [['(White/Black)', 79_500]]),
    p('Adidas', 'Adilette Aqua Slides', 'slides', [['(Black)', 24_900], ['(Blue)', 24_900]]),
    p('Puma', 'Essentials Logo T-Shirt', 'top', [['(Black)', 18_500], ['(Red)', 18_500]], { drawing: 'tshirt' }),
    p('Puma', 'Smash v2 Sneakers', 'sneakers', [['(White)', 62_000]]),
    p("Levi's", '511 Slim Fit Jeans', 'bottoms', [['(Dark Indigo)', 58_000], ['(Black)', 58_000]], { drawing: 'jeans' }),
    p("Levi's", 'Housemark Polo Shirt', 'top', [['(Navy)', 32_500]], { drawing: 'polo', spec: { Material: 'Cotton piqué' } }),
    p('LC Waikiki', "Men's Slim Fit Oxford Shirt", 'top', [['(Sky Blue)', 14_500], ['(White)', 14_500]], { drawing: 'shirt' }),
    p('LC Waikiki', "Women's Wide-Leg Trousers", 'bottoms', [['(Beige)', 16_900]], { drawing: 'trousers', spec: { Material: 'Viscose blend', Fit: 'Wide leg' } }),
    p('DeFacto', "Women's Floral Maxi Dress", 'dress', [['(Green)', 22_000]], { drawing: 'dress', spec: { Material: 'Chiffon' } }),
    p('DeFacto', "Men's Chino Shorts", 'bottoms', [['(Khaki)', 12_500]], { drawing: 'shorts', spec: { Material: 'Cotton twill', Fit: 'Regular fit' } }),
    p('Bata', "Men's Leather Oxford Shoes", 'formal', [['(Black)', 39_500], ['(Brown)', 39_500]]),
    p('Bata', 'Comfit Sandals', 'slides', [['(Tan)', 17_900]]),
    p('Orange Culture', 'Printed Kimono Shirt', 'top', [['', 125_000]], { drawing: 'shirt', spec: { Material: 'Silk blend', Fit: 'Oversized' } }),
    p('Ejiro Amos Tafiri', 'Pleated Midi Skirt', 'dress', [['', 96_000]], { drawing: 'skirt', spec: { Material: 'Crepe' } }),
    p('Adire Lounge', 'Hand-Dyed Adire Kaftan', 'native', [['(Indigo)', 42_000]], { drawing: 'kaftan', spec: { Material: 'Hand-dyed cotton' } }),
    p('Adire Lounge', 'Adire Bubu Gown', 'dress', [['(Indigo)', 38_500], ['(Rust)', 38_500]], { drawing: 'gown', spec: { Material: 'Hand-dyed cotton', Fit: 'Free size' } }),
    p('Kaftan Kulture', 'Senator Kaftan Set', 'native', [['(Wine)', 55_000], ['(Cream)', 55_000], ['(Black)', 55_000]], { drawing: 'kaftan' }),
    p('Kaftan Kulture', 'Agbada Three-Piece', 'native', [['(Royal Blue)', 145_000]], { drawing: 'agbada', spec: { Material: 'Guinea brocade' } }),
    p('Ankara House', 'Ankara Peplum Top', 'dress', [['(Orange Print)', 19_500]], { drawing: 'peplumTop' }),
    p('Ankara House', 'Ankara Bomber Jacket', 'top', [['(Blue Print)', 34_000]], { drawing: 'jacket', spec: { Material: 'Ankara wax print' } }),
    p('Nike', 'Air Max 270', 'sneakers', [['(Black)', 139_000]], { status: 'archived' }),
  ],
  'Home & Garden': [
    p('Thermocool', '150L Chest Freezer', 'cooling', 364_000, { drawing: 'chestFreezer', spec: { Capacity: '150 L' } }),
    p('Thermocool', '185L Double Door Refrigerator', 'cooling', 519_000, { drawing: 'fridge', spec: { Capacity: '185 L' } }),
    p('Scanfrost', '1.5HP Split Air Conditioner', 'ac', 519_000, { spec: { Inverter: 'No' } }),
    p('Scanfrost', '4-Burner Gas Cooker with Oven', 'kitchen', 339_000, { drawing: 'gasCooker', spec: { Burners: '4', Oven: '60 L', Power: 'n/a', Ignition: 'Automatic' } }),
    p('Scanfrost', '200L Chest Freezer', 'cooling', 389_000, { drawing: 'chestFreezer' }),
    p('Hisense', '7kg Front Load Washing Machine', 'washer', 529_000),
    p('Hisense', '1.5HP Inverter Split Air Conditioner', 'ac', 689_000),
    p('Hisense', '20L Solo Microwave Oven', 'kitchen', 97_500, { drawing: 'microwave', spec: { Power: '700 W', Capacity: '20 L' } }),
    p('Hisense', '205L Chest Freezer', 'cooling', 409_000, { drawing: 'chestFreezer', spec: { Capacity: '205 L' } }),
    p('LG', '1.5HP Dual Inverter Split Air Conditioner', 'ac', 819_000),
    p('LG', '20L Solo Microwave Oven', 'kitchen', 124_000, { drawing: 'microwave', spec: { Power: '700 W', Capacity: '20 L' } }),
    p('LG', '8kg Top Load Washing Machine', 'washer', 559_000, { spec: { Capacity: '8 kg', Type: 'Top load' } }),
    p('LG', '509L Side-by-Side Refrigerator', 'cooling', 895_000, { drawing: 'fridge', spec: { Capacity: '509 L', 'Cooling hours': 'Linear inverter compressor' } }),
    p('Nexus', '1HP Split Air Conditioner', 'ac', 359_000, { spec: { Capacity: '1 HP', Inverter: 'No' } }),
    p('Nexus', '138L Double Door Refrigerator', 'cooling', 379_000, { drawing: 'fridge', spec: { Capacity: '138 L' } }),
    p('Binatone', '1.5L Blender with Grinder BLG-555', 'kitchen', 44_900, { drawing: 'blender', spec: { Power: '500 W', Capacity: '1.5 L' } }),
    p('Binatone', '18" Standing Fan', 'fan', 47_500),
    p('Binatone', '1.7L Cordless Electric Kettle', 'kitchen', 21_900, { drawing: 'kettle', spec: { Power: '2200 W', Capacity: '1.7 L' } }),
    p('Binatone', 'Dry Iron DI-1255', 'kitchen', 15_900, { drawing: 'iron', spec: { Power: '1200 W', Plate: 'Non-stick' } }),
    p('Silver Crest', '2-in-1 8000W Blender', 'kitchen', 31_500, { drawing: 'blender', spec: { Power: '8000 W', Capacity: '2 L' } }),
    p('Qasa', '16" Rechargeable Standing Fan', 'fan', 64_900, { spec: { Size: '16 inch', Battery: 'Up to 10 hours' } }),
    p('Vitafoam', 'Grand Orthopaedic Mattress', 'bedding', [['6×6 ft', 364_000], ['4.5×6 ft', 279_000]], { drawing: 'mattress' }),
    p('Vitafoam', 'Vitapedic Pillow', 'bedding', 17_900, { drawing: 'pillow', spec: { Size: 'Standard', Thickness: '6 inch', Firmness: 'Medium' } }),
    p('Mouka Foam', 'Mouka Flex Mattress 4.5×6 ft', 'bedding', 174_000, { drawing: 'mattress', spec: { Size: '4.5 × 6 ft', Thickness: '8 inch' } }),
    p('Ingco', '20V Cordless Drill Driver', 'tools', 54_900, { drawing: 'drill' }),
    p('Ingco', '20m Garden Hose with Spray Gun', 'tools', 17_500, { drawing: 'gardenHose', spec: { Length: '20 m', Weight: '2.1 kg' } }),
    p('Ingco', '1600W Electric Lawn Mower', 'tools', 164_000, { drawing: 'lawnMower', spec: { Power: '1600 W', 'Cutting width': '38 cm', Weight: '11 kg' } }),
    p('Ingco', '5L Pressure Sprayer', 'tools', 15_500, { drawing: 'sprayer', spec: { Capacity: '5 L', Weight: '1.1 kg' } }),
    p('Scanfrost', '2.5L Food Processor', 'kitchen', 69_000, { drawing: 'blender', status: 'draft' }),
  ],
  Sports: [
    p('Adidas', 'Predator League FG Football Boots', 'boots', 84_900),
    p('Adidas', 'UCL Pro Match Ball', 'ball', 94_500, { drawing: 'football', spec: { Use: 'Match', Certification: 'FIFA Quality Pro' } }),
    p('Adidas', 'Tiro 24 Training Pants', 'sportswear', [['(Black)', 42_000]], { drawing: 'trousers' }),
    p('Nike', 'Mercurial Vapor 15 Club FG Boots', 'boots', 67_900),
    p('Nike', 'Pitch Training Football', 'ball', 18_500, { drawing: 'football', spec: { Use: 'Training' } }),
    p('Nike', 'Brasilia 9.5 Training Duffel Bag', 'gear', 38_500, { drawing: 'duffelBag', spec: { Capacity: '41 L' } }),
    p('Nike', 'Dri-FIT Park VII Jersey', 'sportswear', [['(Green)', 27_500], ['(White)', 27_500]], { drawing: 'jersey' }),
    p('Puma', 'Future Play FG/AG Boots', 'boots', 54_900),
    p('Puma', 'teamGOAL Shin Guards', 'gear', 11_900, { drawing: 'shinGuard' }),
    p('Molten', 'BG4500 Basketball', 'ball', [['Size 7', 46_500]], { drawing: 'basketball', spec: { Material: 'Composite leather', Size: '7' } }),
    p('Molten', 'V5M5000 Volleyball', 'ball', 38_900, { drawing: 'volleyball' }),
    p('Yonex', 'Nanoray Light 18i Badminton Racket', 'racket', 41_500, { drawing: 'badmintonRacket' }),
    p('Yonex', 'Mavis 350 Shuttlecocks (6 pack)', 'gear', 16_500, { drawing: 'shuttlecock', spec: { Material: 'Nylon', Weight: '5 g each' } }),
    p('Everlast', 'Pro Style Training Gloves 12oz', 'gear', 31_900, { drawing: 'boxingGlove', spec: { Weight: '12 oz' } }),
    p('Everlast', 'Speed Skipping Rope', 'gear', 8_500, { drawing: 'skippingRope' }),
    p('Lifeline Fitness', '2HP Motorised Treadmill', 'gym', 649_000, { drawing: 'treadmill', spec: { Motor: '2 HP', 'Max speed': '14 km/h' } }),
    p('Lifeline Fitness', 'Adjustable Dumbbell Set 20kg', 'gym', 74_500, { drawing: 'dumbbell', spec: { 'Max user weight': 'n/a', 'Total weight': '20 kg' } }),
    p('Lifeline Fitness', 'Magnetic Exercise Bike', 'gym', 184_000, { drawing: 'exerciseBike' }),
    p('Lifeline Fitness', 'Yoga Mat 6mm', 'gear', 12_500, { drawing: 'yogaMat', spec: { Thickness: '6 mm' } }),
    p('Lifeline Fitness', 'Ab Roller Wheel', 'gear', 9_500, { drawing: 'abRoller' }),
    p('Lifeline Fitness', 'Multi-Station Home Gym', 'gym', 589_000, { drawing: 'homeGym' }),
    p('Wilson', 'Ultra Power 103 Tennis Racket', 'racket', 47_900, { drawing: 'tennisRacket', spec: { Weight: '274 g', Grip: 'L3' } }),
    p('Wilson', 'US Open Tennis Balls (3 pack)', 'gear', 9_500, { drawing: 'tennisBalls', spec: { Material: 'Felt', Weight: '58 g each' } }),
    p('Speedo', 'Futura Biofuse Swimming Goggles', 'gear', 13_900, { drawing: 'goggles' }),
    p('Speedo', 'Silicone Swim Cap', 'gear', 6_500, { drawing: 'swimCap' }),
    p('Spalding', 'NBA Street Outdoor Basketball', 'ball', [['Size 7', 29_500]], { drawing: 'basketball', spec: { Material: 'Rubber', Size: '7' } }),
  ],
  Books: [
    p('Farafina', 'Half of a Yellow Sun', 'book', [['Paperback', 9_500], ['Hardcover', 19_500]], { spec: { Author: 'Chimamanda Ngozi Adichie', Pages: '448', Genre: 'A novel of the Nigerian Civil War' } }),
    p('Farafina', 'Purple Hibiscus', 'book', [['Paperback', 7_500]], { spec: { Author: 'Chimamanda Ngozi Adichie', Pages: '320', Genre: 'A coming-of-age novel set in Enugu' } }),
    p('Farafina', 'Americanah', 'book', [['Paperback', 9_900], ['Hardcover', 21_000]], { spec: { Author: 'Chimamanda Ngozi Adichie', Pages: '496', Genre: 'A novel of love, race and return' } }),
    p('Farafina', 'The Thing Around Your Neck', 'book', [['Paperback', 6_900]], { spec: { Author: 'Chimamanda Ngozi Adichie', Pages: '224', Genre: 'Short stories' } }),
    p('Farafina', 'Dear Ijeawele', 'book', [['Paperback', 4_500]], { spec: { Author: 'Chimamanda Ngozi Adichie', Pages: '80', Genre: 'An essay in fifteen suggestions' } }),
    p('Cassava Republic Press', 'Born on a Tuesday', 'book', [['Paperback', 6_500]], { spec: { Author: 'Elnathan John', Pages: '272', Genre: 'A novel of northern Nigeria' } }),
    p('Cassava Republic Press', 'Season of Crimson Blossoms', 'book', [['Paperback', 7_000]], { spec: { Author: 'Abubakar Adam Ibrahim', Pages: '352', Genre: 'A prize-winning novel set in Abuja' } }),
    p('Cassava Republic Press', 'Easy Motion Tourist', 'book', [['Paperback', 6_000]], { spec: { Author: 'Leye Adenle', Pages: '304', Genre: 'A Lagos crime thriller' } }),
    p('Cassava Republic Press', 'When Trouble Sleeps', 'book', [['Paperback', 6_000]], { spec: { Author: 'Leye Adenle', Pages: '320', Genre: 'A Lagos crime thriller' } }),
    p('Cassava Republic Press', 'Tail of the Blue Bird', 'book', [['Paperback', 5_500]], { spec: { Author: 'Nii Ayikwei Parkes', Pages: '208', Genre: 'A literary detective story' } }),
    p('Penguin', 'Things Fall Apart', 'book', [['Paperback', 6_500], ['Hardcover', 16_500]], { spec: { Author: 'Chinua Achebe', Pages: '176', Genre: 'A modern African classic' } }),
    p('Penguin', 'Arrow of God', 'book', [['Paperback', 7_200]], { spec: { Author: 'Chinua Achebe', Pages: '240', Genre: 'The third novel of the African Trilogy' } }),
    p('Penguin', 'Anthills of the Savannah', 'book', [['Paperback', 7_200]], { spec: { Author: 'Chinua Achebe', Pages: '240', Genre: 'A political novel' } }),
    p('Penguin', 'There Was a Country', 'book', [['Paperback', 9_800]], { spec: { Author: 'Chinua Achebe', Pages: '352', Genre: 'A personal history of Biafra' } }),
    p('Penguin', 'Atomic Habits', 'book', [['Paperback', 14_500], ['Hardcover', 24_900]], { spec: { Author: 'James Clear', Pages: '320', Genre: 'A practical guide to building good habits' } }),
    p('Heinemann', 'Efuru', 'book', [['Paperback', 5_500]], { spec: { Author: 'Flora Nwapa', Pages: '288', Genre: 'An African Writers Series classic' } }),
    p('Heinemann', 'The Joys of Motherhood', 'book', [['Paperback', 6_200]], { spec: { Author: 'Buchi Emecheta', Pages: '256', Genre: 'An African Writers Series classic' } }),
    p('Heinemann', 'Weep Not, Child', 'book', [['Paperback', 5_800]], { spec: { Author: 'Ngũgĩ wa Thiong’o', Pages: '160', Genre: 'An African Writers Series classic' } }),
    p('Heinemann', 'The Beautyful Ones Are Not Yet Born', 'book', [['Paperback', 5_800]], { spec: { Author: 'Ayi Kwei Armah', Pages: '192', Genre: 'An African Writers Series classic' } }),
    p('HarperCollins', 'The Alchemist', 'book', [['Paperback', 8_900]], { spec: { Author: 'Paulo Coelho', Pages: '208', Genre: 'A fable about following your dreams' } }),
    p('HarperCollins', 'Sapiens', 'book', [['Paperback', 15_900]], { spec: { Author: 'Yuval Noah Harari', Pages: '512', Genre: 'A brief history of humankind' } }),
    p('Bloomsbury', "Harry Potter and the Philosopher's Stone", 'book', [['Paperback', 11_500]], { spec: { Author: 'J.K. Rowling', Pages: '352', Genre: 'A children’s fantasy favourite' } }),
    p('Bloomsbury', 'A Thousand Splendid Suns', 'book', [['Paperback', 10_500]], { spec: { Author: 'Khaled Hosseini', Pages: '432', Genre: 'A novel of Afghanistan' } }),
    p('Penguin', 'No Longer at Ease', 'book', [['Paperback', 6_800]], { status: 'draft', spec: { Author: 'Chinua Achebe', Pages: '208' } }),
  ],
  'Health & Beauty': [
    p('Nivea', 'Perfect & Radiant Body Lotion', 'skincare', [['400ml', 6_500]], { drawing: 'lotion', spec: { Size: '400 ml', Origin: 'Made in Nigeria' } }),
    p('Nivea', 'Men Deep Anti-Perspirant Roll-On 50ml', 'skincare', 2_800, { drawing: 'rollOn', spec: { Size: '50 ml', Protection: '48 hours' } }),
    p('Nivea', 'Soft Light Moisturising Cream 200ml', 'skincare', 4_900, { drawing: 'creamJar', spec: { Size: '200 ml' } }),
    p('Nivea', 'Sun Protect & Moisture SPF 50', 'skincare', 8_900, { drawing: 'sunscreen', spec: { Size: '200 ml', SPF: '50' } }),
    p('Dudu-Osun', 'Pure Black Soap 150g', 'skincare', 950, { drawing: 'soap', spec: { Size: '150 g', 'Key ingredients': 'Shea butter, honey, aloe vera' } }),
    p('Dudu-Osun', 'Pure Black Soap (Pack of 6)', 'skincare', 5_400, { drawing: 'soap', spec: { Size: '6 × 150 g' } }),
    p('Zaron', 'Velvet Matte Lipstick', 'makeup', [['(Ruby)', 7_500], ['(Cocoa)', 7_500]], { drawing: 'lipstick', spec: { Size: '3.5 g' } }),
    p('Zaron', 'Liquid Foundation', 'makeup', [['(Mocha)', 11_900], ['(Caramel)', 11_900]], { drawing: 'foundation' }),
    p('Zaron', 'Pressed Powder', 'makeup', [['(Espresso)', 7_900]], { drawing: 'compactPowder', spec: { Size: '10 g' } }),
    p('House of Tara', 'Perfecting Powder', 'makeup', [['(Sienna)', 9_500]], { drawing: 'compactPowder', spec: { Size: '12 g' } }),
    p('House of Tara', 'Lip Gloss', 'makeup', [['(Nude)', 4_500]], { drawing: 'lipGloss', spec: { Finish: 'Gloss', Size: '6 ml' } }),
    p('Nature Gentle', 'Petroleum Jelly 250ml', 'skincare', 1_800, { drawing: 'creamJar', spec: { Size: '250 ml' } }),
    p('Nature Gentle', 'Perfumed Body Lotion 400ml', 'skincare', 3_900, { drawing: 'lotion' }),
    p('Nature Gentle', 'Baby Wipes (80 pcs)', 'skincare', 2_200, { drawing: 'wipes', spec: { Size: '80 wipes', 'Skin type': 'Sensitive' } }),
    p('Vaseline', 'Intensive Care Cocoa Radiant Lotion 400ml', 'skincare', 6_900, { drawing: 'lotion' }),
    p('Dove', 'Beauty Cream Bar 100g', 'skincare', 1_350, { drawing: 'soap', spec: { Size: '100 g', Origin: 'Imported' } }),
    p('Cantu', 'Shea Butter Leave-In Conditioning Repair Cream', 'haircare', 14_500),
    p('Cantu', 'Coconut Curling Cream', 'haircare', 13_900, { spec: { Size: '340 g', 'Key ingredient': 'Coconut oil' } }),
    p('Arami Essentials', 'Whipped Shea Butter', 'skincare', 14_000, { drawing: 'creamJar', spec: { Size: '250 g', 'Key ingredients': 'Shea butter, coconut oil' } }),
    p('Vitabiotics', 'Wellwoman Original (30 tablets)', 'health', 14_500),
    p('Vitabiotics', 'Wellman Original (30 tablets)', 'health', 14_900),
    p('Omron', 'M2 Basic Blood Pressure Monitor', 'device', 47_500, { drawing: 'bloodPressureMonitor' }),
    p('Accu-Chek', 'Active Blood Glucose Meter', 'device', 27_900, { drawing: 'glucoseMeter', spec: { Memory: '500 readings' } }),
    p('Oral-B', 'Pro 3 3000 Electric Toothbrush', 'grooming', 57_900, { drawing: 'electricToothbrush', spec: { Power: 'Rechargeable', 'Brushing modes': '3', 'Pressure sensor': 'Yes' } }),
    p('Colgate', 'Herbal Toothpaste 140g', 'grooming', 1_650, { drawing: 'toothpaste', spec: { Type: 'Toothpaste', Size: '140 g' } }),
  ],
  Toys: [
    p('LEGO', 'Classic Medium Creative Brick Box 10696', 'construction', 44_900),
    p('LEGO', 'City Police Station 60316', 'construction', 134_000, { spec: { Pieces: '668' } }),
    p('LEGO', 'DUPLO Number Train 10954', 'construction', 37_900, { drawing: 'toyTrain', spec: { Age: '1.5+', Pieces: '23' } }),
    p('LEGO', 'Friends Heartlake City Café 41444', 'construction', 68_500, { spec: { Pieces: '314' } }),
    p('LEGO', 'Technic Ford Mustang Shelby GT500 42138', 'construction', 79_900, { spec: { Age: '9+', Pieces: '544' } }),
    p('LEGO', 'Creator 3-in-1 Jungle Creatures 31150', 'construction', 24_500, { spec: { Age: '7+', Pieces: '174' } }),
    p('Barbie', 'Dreamhouse Playset', 'doll', 429_000, { drawing: 'dollhouse', spec: { Height: '114 cm', Pieces: '75+' } }),
    p('Barbie', 'Fashionistas Doll', 'doll', [['#198', 21_900], ['#215', 21_900]]),
    p('Barbie', 'Careers Doctor Doll', 'doll', 26_500),
    p('Hot Wheels', 'Basic Cars 5-Pack', 'vehicle', 9_500),
    p('Hot Wheels', 'Track Builder Unlimited Loop Kit', 'vehicle', 44_500, { drawing: 'racetrack', spec: { Age: '4+', Scale: '1:64', Pieces: '30' } }),
    p('Hot Wheels', 'Monster Trucks Bone Shaker 1:24', 'vehicle', 17_900, { drawing: 'monsterTruck', spec: { Scale: '1:24' } }),
    p('Mattel', 'UNO Card Game', 'game', 4_500, { drawing: 'cardGame', spec: { Age: '7+', Players: '2 – 10' } }),
    p('Hasbro', 'Monopoly Classic', 'game', 27_900, { drawing: 'boardGame' }),
    p('Hasbro', 'Jenga Classic', 'game', 14_900, { drawing: 'blockTower', spec: { Age: '6+', Players: '1 – 8' } }),
    p('Hasbro', 'Scrabble Original', 'game', 24_500, { drawing: 'boardGame', spec: { Age: '8+', Players: '2 – 4' } }),
    p('Play-Doh', 'Modelling Compound 10-Pack', 'game', 11_900, { drawing: 'playDough', spec: { Age: '2+', Players: '1+' } }),
    p('Nerf', 'Elite 2.0 Commander RD-6 Blaster', 'game', 24_900, { drawing: 'blaster', spec: { Age: '8+', Players: '1+' } }),
    p('Fisher-Price', 'Laugh & Learn Smart Stages Puppy', 'baby', 47_900, { drawing: 'toyPuppy' }),
    p('Fisher-Price', 'Rock-a-Stack', 'baby', 9_500, { drawing: 'stackingRings', spec: { 'Batteries required': 'No' } }),
    p('Fisher-Price', 'Baby’s First Blocks', 'baby', 12_500, { drawing: 'babyBlocks', spec: { 'Batteries required': 'No' } }),
    p('VTech', 'Sit-to-Stand Learning Walker', 'baby', 54_900, { drawing: 'babyWalker' }),
    p('VTech', 'Toot-Toot Drivers Garage', 'vehicle', 46_500, { spec: { Age: '1+', Scale: 'n/a', 'Batteries required': 'Yes (included)', Sounds: 'Yes' } }),
    p('Oja Crafts', 'Wooden Ayo Olopon Board', 'game', 17_500, { drawing: 'ayoBoard', spec: { Age: '6+', Players: '2', Material: 'Hand-carved wood' } }),
    p('Oja Crafts', 'Whot! Card Game', 'game', 2_500, { drawing: 'cardGame', spec: { Age: '6+', Players: '2 – 6' } }),
    p('Double E', 'RC Off-Road Rock Crawler 1:18', 'vehicle', 34_900, { drawing: 'monsterTruck', spec: { Age: '8+', Scale: '1:18', 'Batteries required': 'Rechargeable (included)' } }),
  ],
  Automotive: [
    p('TotalEnergies', 'Quartz 9000 5W-40 Engine Oil', 'oil', [['4L', 44_900], ['1L', 12_500]], { spec: { Volume: '4 L' } }),
    p('TotalEnergies', 'Quartz 7000 10W-40 Engine Oil 4L', 'oil', 31_900, { spec: { Viscosity: '10W-40', Type: 'Semi-synthetic' } }),
    p('TotalEnergies', 'Quartz 5000 20W-50 Engine Oil 4L', 'oil', 25_900, { spec: { Viscosity: '20W-50', Type: 'Mineral' } }),
    p('Mobil', 'Super 3000 5W-40 Engine Oil 4L', 'oil', 42_500),
    p('Toyota', 'Genuine Motor Oil 0W-20 4L', 'oil', 47_900, { spec: { Viscosity: '0W-20' } }),
    p('Toyota', 'Genuine Oil Filter 90915-YZZE1', 'parts', 7_500, { drawing: 'oilFilter', spec: { Fitment: 'Corolla, Camry, RAV4 (most petrol models)' } }),
    p('Toyota', 'Genuine Air Filter (Corolla 2014–2019)', 'parts', 12_500, { drawing: 'airFilter', spec: { Fitment: 'Corolla 2014–2019' } }),
    p('Toyota', 'Genuine Front Brake Pads (Camry 2012–2017)', 'parts', 38_500, { drawing: 'brakePads', spec: { Fitment: 'Camry 2012–2017' } }),
    p('Michelin', 'Energy XM2+ Tyre', 'tyre', [['185/65 R15', 94_500], ['195/65 R15', 104_000]]),
    p('Michelin', 'Primacy 4 Tyre', 'tyre', [['205/55 R16', 144_000], ['215/60 R16', 159_000]]),
    p('Michelin', 'Pilot Sport 4 SUV Tyre', 'tyre', [['235/55 R19', 309_000]], { spec: { 'Speed rating': 'W' } }),
    p('Michelin', '12V Digital Tyre Inflator', 'roadside', 44_500, { drawing: 'tyreInflator', spec: { Power: '12 V socket', Use: 'Tyres, balls, airbeds' } }),
    p('Bosch', 'Aerotwin Wiper Blade Set 24"/16"', 'parts', 27_900, { drawing: 'wiperBlade' }),
    p('Bosch', 'Platinum Iridium Spark Plugs (Set of 4)', 'parts', 23_900, { drawing: 'sparkPlug' }),
    p('Bosch', 'S4 Car Battery', 'battery', [['60Ah', 114_000], ['74Ah', 139_000]]),
    p('Bosch', 'Cabin Air Filter', 'parts', 9_900, { drawing: 'airFilter' }),
    p('Bridgestone', 'Turanza T005 Tyre', 'tyre', [['205/55 R16', 134_500]]),
    p('Dunlop', 'SP Touring R1 Tyre', 'tyre', [['185/65 R14', 77_900], ['175/70 R13', 64_500]]),
    p('NOCO', 'Boost GB40 1000A Jump Starter', 'roadside', 184_000, { drawing: 'jumpStarter', spec: { 'Peak current': '1000 A', 'Suitable for': 'Petrol up to 6 L, diesel up to 3 L' } }),
    p('Armor All', 'Original Protectant 300ml', 'carcare', 9_500, { drawing: 'sprayBottle', spec: { Volume: '300 ml' } }),
    p("Meguiar's", 'Gold Class Car Wash Shampoo 1.89L', 'carcare', 27_900, { drawing: 'carShampoo', spec: { Volume: '1.89 L' } }),
    p("Meguiar's", 'Ultimate Liquid Wax 473ml', 'carcare', 36_500, { drawing: 'carWax', spec: { Volume: '473 ml' } }),
    p('Exide', 'Mega Power Car Battery 75Ah', 'battery', 124_000, { spec: { Capacity: '75 Ah', 'Cold cranking': '640 A' } }),
    p('Exide', 'Power Max Car Battery 45Ah', 'battery', 79_900, { spec: { Capacity: '45 Ah', 'Cold cranking': '360 A' } }),
  ],
  'Food & Beverage': [
    p('Dangote', 'Granulated Sugar', 'staple', [['1kg', 1_900], ['500g', 1_000]], { drawing: 'sugar' }),
    p('Dangote', 'Spaghetti 500g', 'staple', 1_050, { drawing: 'spaghetti', spec: { Weight: '500 g' } }),
    p('Dangote', 'Refined Iodised Salt 1kg', 'cooking', 700, { drawing: 'salt', spec: { Size: '1 kg', Type: 'Iodised salt' } }),
    p('Golden Penny', 'Semovita', 'staple', [['1kg', 2_300], ['5kg', 10_800], ['10kg', 20_900]], { drawing: 'flourBag' }),
    p('Golden Penny', 'Spaghetti 500g', 'staple', 1_150, { drawing: 'spaghetti', spec: { Weight: '500 g' } }),
    p('Golden Penny', 'Pure Soya Oil 3L', 'cooking', 9_800, { drawing: 'cookingOil' }),
    p('Indomie', 'Instant Noodles Chicken Flavour 70g', 'noodles', 300),
    p('Indomie', 'Super Pack Noodles 120g', 'noodles', 500, { spec: { Weight: '120 g' } }),
    p('Indomie', 'Instant Noodles Chicken 70g (Carton of 40)', 'noodles', 12_800, { spec: { Weight: '40 × 70 g' } }),
    p('Indomie', 'Onion Chicken Belle-Full 200g', 'noodles', 850, { spec: { Weight: '200 g', Flavour: 'Onion chicken' } }),
    p('Peak', 'Full Cream Milk Powder Pouch', 'beverage', [['400g', 5_900], ['800g', 11_400]], { drawing: 'milkPowder' }),
    p('Peak', 'Evaporated Milk Tin 160g', 'beverage', 850, { drawing: 'milkTin', spec: { Weight: '160 g', Type: 'Evaporated milk' } }),
    p('Milo', 'Chocolate Malt Drink Refill', 'beverage', [['500g', 5_200], ['1kg', 9_800]], { drawing: 'maltDrink' }),
    p('Milo', 'Ready-to-Drink 180ml', 'drink', 650, { drawing: 'drinkCarton', spec: { Volume: '180 ml' } }),
    p('Chi Exotic', 'Pineapple & Coconut Juice 1L', 'drink', 2_400, { drawing: 'juiceCarton' }),
    p('Chi Exotic', 'Pomegranate & Apple Juice 315ml', 'drink', 700, { drawing: 'drinkCarton', spec: { Volume: '315 ml' } }),
    p('Chivita', '100% Orange Juice 1L', 'drink', 2_600, { drawing: 'juiceCarton' }),
    p('Hollandia', 'Strawberry Yoghurt 1L', 'drink', 2_900, { drawing: 'yoghurt' }),
    p('Bigi', 'Cola 50cl', 'drink', 350, { drawing: 'sodaBottle', spec: { Volume: '50 cl' } }),
    p('Bigi', 'Tropical Drink 50cl (Pack of 12)', 'drink', 4_100, { drawing: 'sodaBottle', spec: { Volume: '12 × 50 cl' } }),
    p('Mama Gold', 'Premium Parboiled Rice 50kg', 'staple', 82_000, { drawing: 'riceBag', spec: { Weight: '50 kg', Origin: 'Imported' } }),
    p('Royal Stallion', 'Long Grain Parboiled Rice 25kg', 'staple', 43_500, { drawing: 'riceBag', spec: { Weight: '25 kg', Origin: 'Imported' } }),
    p('Power Oil', 'Vegetable Oil 3L', 'cooking', 10_500, { drawing: 'cookingOil' }),
    p('Gino', 'Tomato Paste Sachet 70g', 'cooking', 250, { drawing: 'tomatoPaste', spec: { Size: '70 g' } }),
    p('Maggi', 'Star Seasoning Cubes (100 pcs)', 'cooking', 2_100, { drawing: 'seasoningCubes', spec: { Size: '100 × 4 g' } }),
    p('Nescafé', 'Classic Instant Coffee 200g', 'beverage', 9_500, { drawing: 'coffeeJar', spec: { Type: 'Instant coffee' } }),
    p('Lipton', 'Yellow Label Tea (100 bags)', 'beverage', 3_400, { drawing: 'tea', spec: { Weight: '100 bags', Type: 'Black tea' } }),
    p('Golden Morn', 'Maize & Soya Cereal 900g', 'beverage', 5_600, { drawing: 'cereal', spec: { Weight: '900 g', Type: 'Cereal' } }),
    p('Indomie', 'Relish Pepper Chicken 70g', 'noodles', 350, { status: 'archived' }),
  ],
};

const CATEGORY_CODE: Record<Category, string> = {
  Electronics: 'ELE',
  Clothing: 'CLO',
  'Home & Garden': 'HOM',
  Sports: 'SPO',
  Books: 'BOO',
  'Health & Beauty': 'HEA',
  Toys: 'TOY',
  Automotive: 'AUT',
  'Food & Beverage': 'FOO',
};
const CATEGORY_HUE: Record<Category, number> = {
  Automotive: 0,
  'Food & Beverage': 28,
  Toys: 52,
  'Home & Garden': 95,
  Sports: 140,
  Electronics: 210,
  Books: 255,
  'Health & Beauty': 300,
  Clothing: 335,
};
const DISCOUNTS = [5, 8, 10, 10, 12, 15, 15, 18, 20, 20, 22, 25, 25, 30, 33, 35, 40, 45];
const FEATURED = 16;
const OUT_OF_STOCK = 8;
const LOW_STOCK = 12;

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A shelf price: whole naira on a sensible step, sometimes a ₦…99 charm price. */
function shelfPrice(r: Rng, naira: number): number {
  const step = naira < 1_000 ? 50 : naira < 20_000 ? 100 : naira < 200_000 ? 500 : 1_000;
  const rounded = Math.max(step, Math.round(naira / step) * step);
  return rounded >= 5_000 && r() < 0.3 ? rounded - 1 : rounded;
}

/** The demo catalogue: 260+ active products across all nine categories, plus a few drafts and archived ones. */
export function buildDemoCatalogue(): DemoProduct[] {
  const r = mulberry32(0x0b_d3a1);
  const out: DemoProduct[] = [];
  for (const category of CATEGORIES) {
    for (const [lineIndex, line] of LINES[category].entries()) {
      const kind: Kind = KINDS[line.kind];
      const drawing = line.drawing ?? kind.drawing;
      if (!drawing) throw new Error(`Demo catalogue line has no drawing: ${line.brand} ${line.model}`);
      for (const [variant, naira] of line.prices) {
        const name = `${line.brand} ${line.model}`;
        const ctx: Ctx = { brand: line.brand, model: line.model, variant, name, spec: { ...line.spec }, r };
        ctx.spec = { ...kind.specs(ctx), ...line.spec };
        const own = Object.keys(line.spec ?? {});
        const specifications = Object.fromEntries(
          [...own, ...Object.keys(ctx.spec).filter((k) => !own.includes(k))]
            .filter((k) => k !== 'Genre' && ctx.spec[k] !== 'n/a')
            .slice(0, 5)
            .map((k) => [k, ctx.spec[k] as string]),
        );
        const status = line.status ?? 'active';
        const price = shelfPrice(r, naira);
        // Big-ticket items rarely see more than 20–30% off.
        const maxDiscount = price >= 300_000 ? 20 : price >= 50_000 ? 30 : 45;
        const offers = DISCOUNTS.filter((d) => d <= maxDiscount);
        const discount = status !== 'archived' && r() < 0.6 ? pick(r, offers) : 0;
        const popularity =
          r() ** 2 * (price < 5_000 ? 1 : price < 50_000 ? 0.6 : price < 300_000 ? 0.3 : 0.12);
        const sold = status === 'draft' ? 0 : 3 + Math.round(4_997 * popularity);
        const reviews =
          status === 'draft' ? 0 : Math.min(2_500, Math.max(1, Math.round(sold * (0.05 + r() * 0.3))));
        const tags = [...new Set([...(line.tags ?? kind.tags), slug(line.brand)])].slice(0, 5);
        out.push({
          title: (kind.title?.(ctx) ?? [name, variant].filter(Boolean).join(' ')).trim(),
          description: kind.text(ctx),
          brand: line.brand,
          category,
          priceKobo: price * 100,
          originalPriceKobo: discount ? Math.round(price / (1 - discount / 100)) * 100 : null,
          discount,
          // Skewed high like real shop ratings: mostly 4–5 stars, the odd 2.5–3.5.
          rating: Math.round(Math.max(2.5, 5 - 2.5 * r() * r() - 0.35 * r()) * 10) / 10,
          reviews,
          stock: status === 'archived' ? 0 : between(r, 4, 250),
          sku: `${CATEGORY_CODE[category]}-${slug(line.brand).replace(/-/g, '').slice(0, 3).toUpperCase()}-${String(out.length + 1).padStart(4, '0')}`,
          status,
          specifications,
          tags,
          featured: false,
          sold,
          views: sold * between(r, 4, 15) + between(r, 20, 800),
          createdDaysAgo:
            status === 'draft'
              ? between(r, 0, 20)
              : status === 'archived'
                ? between(r, 200, 365)
                : between(r, 0, 365),
          drawing,
          // The golden angle spreads the lines' hues evenly round the wheel.
          imageHue: kind.hueEachLine
            ? Math.round(CATEGORY_HUE[category] + lineIndex * 137.5) % 360
            : CATEGORY_HUE[category],
        });
        // Each picture once had a tint of its own, drawn here; the draw stays so every figure after
        // it (stock, the featured shelf) comes out as before.
        r();
      }
    }
  }

  // A few sell-outs and nearly-gone lines.
  const live = out.filter((p) => p.status === 'active');
  const active = shuffled(r, live);
  active.slice(0, OUT_OF_STOCK).forEach((p) => (p.stock = 0));
  active.slice(OUT_OF_STOCK, OUT_OF_STOCK + LOW_STOCK).forEach((p) => (p.stock = between(r, 1, 3)));

  // The featured shelf: each category's best-loved in-stock lines, one per category first, then the best runners-up.
  const appeal = (p: DemoProduct) => p.rating + p.discount / 25 + Math.log10(p.sold + 1) / 2;
  const ranked = CATEGORIES.map((category) =>
    active.filter((p) => p.category === category && p.stock > 3).sort((a, b) => appeal(b) - appeal(a)),
  );
  const runnersUp = ranked.flatMap((list) => list.slice(1, 2)).sort((a, b) => appeal(b) - appeal(a));
  for (const p of [...ranked.flatMap((list) => list.slice(0, 1)), ...runnersUp].slice(0, FEATURED))
    p.featured = true;

  const seen = new Set<string>();
  for (const p of out) {
    const key = p.title.toLowerCase();
    if (seen.has(key)) throw new Error(`Demo catalogue has a duplicate title: ${p.title}`);
    seen.add(key);
  }
  return out;
}

/** A demo product as a products row, without its pictures and dates (the seed adds those). */
export function demoProductRow(p: DemoProduct): NewProductRow {
  return {
    title: p.title,
    description: p.description,
    brand: p.brand,
    category: p.category,
    priceKobo: p.priceKobo,
    originalPriceKobo: p.originalPriceKobo,
    discount: p.discount,
    rating: p.rating,
    reviews: p.reviews,
    stock: p.stock,
    sku: p.sku,
    status: p.status,
    specifications: p.specifications,
    tags: p.tags,
    featured: p.featured,
    sold: p.sold,
    views: p.views,
  };
}

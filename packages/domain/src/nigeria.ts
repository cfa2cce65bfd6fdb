/** Nigeria's 36 states and the Federal Capital Territory, for the delivery address. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

export type NigerianState = (typeof NIGERIAN_STATES)[number];

/** True when `name` is one of the 36 states or the FCT, spelt as in NIGERIAN_STATES (any case). */
export function nigerianState(name: string): NigerianState | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === 'fct' || wanted === 'abuja') return 'Federal Capital Territory';
  return NIGERIAN_STATES.find((s) => s.toLowerCase() === wanted);
}

/**
 * A Nigerian phone number in E.164 (+234 and ten digits), from how people write it: '0803 123
 * 4567', '+234 803 123 4567', '234-803-123-4567'. Spaces, dashes, dots and brackets are
 * ignored. Null when it is not a Nigerian mobile or landline number of the right length.
 */
export function parseNigerianPhone(text: string): string | null {
  const compact = text.trim().replace(/[\s\-.()]/g, '');
  let national: string;
  if (/^\+234\d+$/.test(compact)) national = compact.slice(4);
  else if (/^234\d+$/.test(compact)) national = compact.slice(3);
  else if (/^0\d+$/.test(compact)) national = compact.slice(1);
  else return null;
  // '+234 0803…' is a common slip: the trunk 0 does not belong after the country code.
  if (national.length === 11 && national.startsWith('0')) national = national.slice(1);
  // Ten national digits, never starting with 0 (mobile 70x/80x/81x/90x/91x, landlines 1–9).
  if (!/^[1-9]\d{9}$/.test(national)) return null;
  return `+234${national}`;
}

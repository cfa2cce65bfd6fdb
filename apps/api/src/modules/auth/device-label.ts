// In order: Opera Mini's agent also says Opera, Samsung's and Edge's also say Chrome, and every
// Chromium says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Opera Mini|OPiOS/, 'Opera Mini'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/EdgA?\/|Edg\//, 'Edge'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/CriOS|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A device's name for the active-sessions list, from its user agent: 'Chrome on Android'. */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

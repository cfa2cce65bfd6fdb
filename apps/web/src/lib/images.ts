/**
 * Shown when an image is missing or fails to load: a small inline SVG, so the fallback never
 * needs the network (and never fails itself).
 */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f1f5f9"/>' +
      '<path d="M70 80h60v44H70z" fill="none" stroke="#94a3b8" stroke-width="5" stroke-linejoin="round"/>' +
      '<circle cx="86" cy="94" r="6" fill="#94a3b8"/><path d="m74 120 18-16 12 10 10-8 14 14" fill="none" stroke="#94a3b8" stroke-width="5" stroke-linejoin="round"/>' +
      '<text x="100" y="150" font-family="system-ui,sans-serif" font-size="16" fill="#475569" text-anchor="middle">No Image</text></svg>',
  );

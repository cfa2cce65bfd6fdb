import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What one feature may use of another (paths under features/). Features stay apart so each can
 * change on its own; these few files are the exceptions, each a deliberate public face:
 */
const FEATURE_SURFACE = [
  // Reading the signed-in user and signing in or out (admin login, account area).
  'session/use-session.ts',
  // The signed-in user's details from /auth/me (admin gate, account area).
  'session/session-api.ts',
  // Putting a product in the cart (a claimed flash deal).
  'cart/use-cart.ts',
  // The add-to-cart button, wherever a product is offered (product cards, wishlist rows).
  'cart/components/add-to-cart-button.tsx',
  // The wishlist's items and actions (the account's wishlist tab).
  'wishlist/use-wishlist.ts',
  // The heart on every product card.
  'wishlist/components/wishlist-button.tsx',
  // Featured products (the account overview's suggestions).
  'catalogue/catalogue-api.ts',
  // A product as shoppers see it: the card, its skeleton and link, the grid and the gallery
  // (flash deals, the account overview, the admin's preview of a product being edited).
  'catalogue/components/product-card.tsx',
  'catalogue/components/product-grid.tsx',
  'catalogue/components/product-gallery.tsx',
  // Orders: placed at checkout, listed in the account area, looked up by guests.
  'orders/orders-api.ts',
  // One order in full (status, items, money, address, history): the look-up and the account area.
  'orders/components/order-details.tsx',
];

/**
 * The web app's layers, one way only: app/ (router, store, pages) composes features/; a feature
 * uses components/, lib/, the domain and FEATURE_SURFACE; components/ uses lib/; lib/ uses
 * neither. `tests` leaves out the rules tests need to break: they build the real store
 * (app/store.ts) and set other slices' state up.
 */
function layerZones({ tests }) {
  const top = [`${WEB}/app`, `${WEB}/main.tsx`, `${WEB}/entry-server.tsx`];
  const zones = [
    {
      target: [`${WEB}/components`, `${WEB}/lib`],
      from: [...top, `${WEB}/features`],
      message: 'components/ and lib/ are shared by every feature: they import no feature and no app/.',
    },
    {
      target: `${WEB}/lib`,
      from: `${WEB}/components`,
      message: 'lib/ sits below components/.',
    },
  ];
  if (tests) return zones;
  return [
    ...zones,
    {
      target: `${WEB}/features`,
      from: top,
      message: 'Features never import app/: the app composes them (pass what a feature needs in).',
    },
    ...FEATURES.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`, ...FEATURE_SURFACE.filter((file) => !file.startsWith(`${feature}/`))],
      message: 'Features do not import one another, except the files in FEATURE_SURFACE (eslint.config.js).',
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/api/drizzle/**',
      'bench/.data/**',
      'bench/lighthouse-reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One-way imports: the web app and the API meet only in packages/domain.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/apps/api/**', '@better-deals/api'],
          // The store's links are its own: lighter to render on the server and to ship (decision 028).
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link and NavLink from components/ui/link.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@better-deals/web'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/domain/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and no-cycle sees no TypeScript module.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      // An import the resolver cannot follow would slip past the layer rules below unseen.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?(url|raw|inline)$'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones({ tests: false }) },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.test.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones({ tests: true }) },
      ],
    },
  },
);

import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { chunkReport } from './build/chunk-report';
import { iconStyles } from './build/icon-styles';
import { moduleFolder } from './build/module-folder';
import { precompress } from './build/precompress';
import { unnamedRouterComponents } from './build/unnamed-router-components';

// This file runs in Node; the app's own types stay browser-only.
declare const process: { env: Record<string, string | undefined> };

// The API the dev server proxies to (`API_PORT=3100 npm run dev -w apps/web`).
const api = `http://localhost:${process.env.API_PORT ?? 3000}`;

// React Router's package exports its development build (extra checks and warnings on every
// render); builds use the production one it ships beside it.
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** A chunk group's test: the module is one of `files` (from apps/web or packages/domain, no extension). */
function oneOf(files: readonly string[]): (id: string) => boolean {
  return (id) => {
    const file = id
      .replace(/\\/g, '/')
      .replace(/\?.*$/, '')
      .replace(/\.tsx?$/, '');
    return files.some((name) => file.endsWith(`/${name}`));
  };
}

/*
 * Two builds: the browser's (dist/) and the server renderer (dist-server/entry-server.js, from
 * `vite build --ssr src/entry-server.tsx`), which the API imports to render pages.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    iconStyles(),
    ...(isSsrBuild ? [moduleFolder()] : [unnamedRouterComponents(), chunkReport(), precompress()]),
  ],
  // The server renderer takes every package in (React's production build among them): it runs
  // from wherever the build was written, needing nothing beside it.
  ssr: { noExternal: true },
  // Those packages ask for NODE_ENV in their hot paths (every useSelector, every draft): Node
  // reads the environment afresh at each ask, so the server's build answers it once, here, with
  // the value the build itself goes by (its JSX is compiled for development under any other, as
  // in the tests' builds, and must meet React's development build).
  ...(isSsrBuild && {
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  }),
  resolve: {
    alias: [...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : [])],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2020',
    // WEB_OUT_DIR builds elsewhere (the browser tests build into their own folder); the server
    // renderer always sits beside the browser's files, in <out>-server.
    outDir: `${process.env.WEB_OUT_DIR ?? 'dist'}${isSsrBuild ? '-server' : ''}`,
    emptyOutDir: true,
    ...(isSsrBuild && { copyPublicDir: false }),
    sourcemap: false,
    // Every browser the store supports preloads modules itself; the polyfill would only add bytes
    // to the entry. The server writes the modulepreload links.
    modulePreload: { polyfill: false },
    // Few files on the way to the first screen: on HTTP/1.1 a phone opens six connections to a
    // server, and each file beyond those waits a round trip. The entry takes all the code it
    // loads with it. The code pages share forms a few files, split by use so a page downloads
    // little it does not render (sign-in no product cards, the FAQ no form fields); the cart and
    // checkout share their own. The domain's files that build zod schemas stay out of these
    // groups: grouped, they would bring zod into every page of the group.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 4 },
                {
                  // Form fields, their checks and notices: sign-in, checkout, cart, contact,
                  // shipping, store, deals and the account's settings. With them, what the
                  // sign-in, checkout and account forms ask of the session (the account's
                  // details after a reload) and the password rules' messages.
                  name: 'forms',
                  test: oneOf([
                    'src/components/ui/field',
                    'src/components/ui/select',
                    'src/components/ui/notice',
                    'src/lib/lazy-resolver',
                    'src/features/session/session-api',
                    'domain/src/password-limits',
                    'domain/src/password-rules',
                  ]),
                  minShareCount: 2,
                  priority: 3,
                },
                {
                  // Product photos, money and dates, and the pause before a typed search
                  // applies: the product, store, deals, cart, checkout and help pages.
                  name: 'display',
                  test: oneOf([
                    'src/components/ui/badge',
                    'src/components/ui/product-image',
                    'src/lib/format',
                    'src/lib/images',
                    'src/lib/use-debounced-value',
                    'domain/src/images',
                    'domain/src/lagos-time',
                  ]),
                  minShareCount: 2,
                  priority: 3,
                },
                {
                  // The information pages' hero and search box (about, contact, FAQ, shipping,
                  // terms, help centre).
                  name: 'content',
                  test: oneOf([
                    'src/components/ui/page-hero',
                    'src/components/ui/hero-search',
                    'src/lib/search-text',
                  ]),
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  // What the cart, checkout and account share: the order summary, the server's
                  // quote, the order rules and calls, where a placed order is found again, and
                  // the saved addresses checkout starts from. With them, what the checkout's
                  // first step shares with its later steps (their own file): the step's frame,
                  // the order review panel and the steps' rules, so the checkout's first screen
                  // still comes in six files. The order status badge (account and admin) is here
                  // rather than among the product cards, whose file every shopper page loads.
                  name: 'orders',
                  test: oneOf([
                    'src/features/checkout/components/step-panel',
                    'src/features/checkout/components/order-review-panel',
                    'src/features/checkout/checkout-flow',
                    'src/features/checkout/card-details',
                    'src/features/orders/orders-api',
                    'src/features/cart/cart-summary',
                    'src/features/cart/use-cart-quote',
                    'src/features/cart/use-cart-summary',
                    'src/features/checkout/pending-payment',
                    'src/features/account/addresses-api',
                    'src/components/ui/order-status-badge',
                    'domain/src/address-book',
                    'domain/src/nigeria',
                    'domain/src/order-rules',
                    'domain/src/checkout-rules',
                  ]),
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  // The dialog of the account's address book and the admin's confirmations: kept
                  // out of the product cards' file, which every shopper page loads.
                  name: 'dialog',
                  test: oneOf(['src/components/ui/dialog']),
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  // The catalogue's filter rules, which the store and the deals share (a product
                  // page has no filters).
                  name: 'filters',
                  test: oneOf([
                    'src/lib/use-media-query',
                    'domain/src/catalogue-constants',
                    'domain/src/store-filters',
                    'domain/src/urgency',
                  ]),
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  // The rest: product cards and what the catalogue, wishlist and deals share.
                  name: 'shop',
                  test: /[\\/]src[\\/](components[\\/]|lib[\\/]|features[\\/](catalogue|wishlist|flash-deals)[\\/]|features[\\/]cart[\\/]components[\\/]add-to-cart-button)/,
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));

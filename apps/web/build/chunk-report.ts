import type { Plugin } from 'vite';

/** What one built JavaScript file holds and loads. */
interface ChunkInfo {
  isEntry: boolean;
  /** The route or entry module the chunk stands for, relative to the app (src/...), if any. */
  facade: string | null;
  /** Files this one imports statically: they load with it. */
  imports: string[];
  /** Files it may load later (lazy routes). */
  dynamicImports: string[];
  /** CSS files that load with it. */
  css: string[];
  /** Source modules bundled into it, relative to the app (src/..., or node_modules/...). */
  modules: string[];
}

export type ChunkReport = Record<string, ChunkInfo>;

/** Where the report is written in the build output. */
export const CHUNK_REPORT_FILE = '.vite/chunks.json';

/**
 * Where the build writes, for each shopper page's address pattern, the code that page needs
 * beyond the entry's: the server names those files in the page's HTML, so they download with
 * the entry instead of after it.
 */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

function relative(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + 1);
  return clean.startsWith(`${root}/`) ? clean.slice(root.length + 1) : clean;
}

/**
 * Writes `.vite/chunks.json`: for every JavaScript file of the build, the modules inside it and
 * the files it pulls in. The bundle benchmark and the admin-isolation test read it.
 */
export function chunkReport(): Plugin {
  let root = '';
  return {
    name: 'better-deals-chunk-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const report: ChunkReport = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        report[fileName] = {
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? relative(output.facadeModuleId, root) : null,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: output.moduleIds.map((id) => relative(id, root)),
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT_FILE, source: JSON.stringify(report, null, 1) });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(routePreloads(report), null, 1),
      });
    },
  };
}

/** The JavaScript and CSS a page loads before it can show: the entry, the route's chunk, and all they import. */
export function firstLoad(report: ChunkReport, routeModule?: string): { js: string[]; css: string[] } {
  const starts = Object.entries(report)
    .filter(([, c]) => c.isEntry || (routeModule !== undefined && c.facade === routeModule))
    .map(([file]) => file);
  if (routeModule !== undefined && !Object.values(report).some((c) => c.facade === routeModule)) {
    throw new Error(`no chunk stands for ${routeModule}`);
  }
  const js = new Set<string>();
  const visit = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    for (const next of report[file]?.imports ?? []) visit(next);
  };
  starts.forEach(visit);
  const css = new Set([...js].flatMap((file) => report[file]?.css ?? []));
  return { js: [...js], css: [...css] };
}

/** Modules of `files` whose path matches `pattern` (say, admin code among a shopper page's files). */
export function modulesMatching(report: ChunkReport, files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) => (report[file]?.modules ?? []).filter((m) => pattern.test(m)));
}

/** For each page module (src/app/routes/*), the files of its first load that the entry lacks. */
function routePreloads(report: ChunkReport): Record<string, string[]> {
  const entry = firstLoad(report);
  const has = new Set([...entry.js, ...entry.css]);
  const pages = Object.values(report)
    .map((chunk) => chunk.facade)
    .filter((facade): facade is string => facade !== null && facade.startsWith('src/app/routes/'));
  return Object.fromEntries(
    pages.map((module) => {
      const { js, css } = firstLoad(report, module);
      return [module, [...js, ...css].filter((file) => !has.has(file))];
    }),
  );
}

// Runs after `vite build`: renders each public page (public-pages.mjs) to static HTML inside
// #root of dist/index.html, so a visitor on a slow network reads the page before any JavaScript
// arrives; src/main.tsx then replaces it with the live app. The render code is built by Vite in
// SSR mode (same plugins and aliases as the app) into node_modules/.prerender, never shipped.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PUBLIC_PAGES } from './public-pages.mjs';

const clientDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(clientDir, 'dist');
const ssrDir = join(clientDir, 'node_modules/.prerender');

await build({
  root: clientDir,
  configFile: join(clientDir, 'vite.config.ts'),
  logLevel: 'warn',
  // Bundle every dependency, so workspace packages resolve through the same `@app/source` condition.
  ssr: { noExternal: true },
  build: {
    ssr: join(clientDir, 'scripts/prerender-entry.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
  },
});

const { renderPage } = await import(pathToFileURL(join(ssrDir, 'prerender-entry.mjs')).href);
const template = await readFile(join(distDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>'))
  throw new Error('dist/index.html has no empty <div id="root">');

for (const page of PUBLIC_PAGES) {
  const markup = withoutScripts(inertControls(safeForms(await renderPage(page.path))));
  let html = template.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  if (page.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  const target = join(distDir, page.file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
  console.log(
    `prerendered ${page.path} -> dist/${page.file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} kB)`,
  );
}
await rm(ssrDir, { recursive: true, force: true });

/**
 * The router's server render adds inline scripts (scroll restoration); the CSP allows none, and
 * the live app does that job once it has loaded.
 */
function withoutScripts(markup) {
  return markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

/**
 * A form submitted before the JavaScript arrives must not put a password in the address (a form
 * with no method is a GET): make it a POST, which the server answers by sending the page again.
 */
function safeForms(markup) {
  return markup.replace(/<form\b(?![^>]*\bmethod=)/gi, '<form method="post"');
}

/**
 * Until the app replaces the prerendered page, its fields and buttons do nothing: disable them, so
 * nobody types into a field that is about to be replaced (losing the text) or presses a button
 * that does nothing. Links keep working, as plain links.
 */
function inertControls(markup) {
  return markup.replace(/<(input|button|select|textarea)\b(?![^>]*\sdisabled[=\s/>])/gi, '<$1 disabled=""');
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

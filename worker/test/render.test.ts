import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOCUMENT_TEMPLATES, type DocumentTemplate, getTemplate, type PrintableDocument } from '@app/shared';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RenderPool, RenderTimeoutError } from '../src/render/browser-pool.js';
import {
  CHROMIUM_MISSING,
  ChromiumMissingError,
  findChromium,
  findHeadlessShell,
  findRenderChromium,
} from '../src/render/chromium.js';
import { renderDocx } from '../src/render/docx.js';
import { renderPdf } from '../src/render/pdf.js';
import {
  docxText,
  firstWordOutOfOrder,
  pdfText,
  SAMPLE_LETTER,
  SAMPLE_RESUME,
  sourceWords,
} from './fixtures/render-samples.js';

/**
 * The renderers against a real Chromium: what an applicant tracking system reads back out of
 * every design, and what hostile content can and cannot do. The headless shell when installed
 * (what the worker prints with when CHROMIUM_PATH is unset); else CHROMIUM_PATH or the usual
 * places. `npm test` hands the full browser to the other suites, so a machine with both checks both.
 */
const CHROMIUM = findHeadlessShell() ?? findChromium(process.env.CHROMIUM_PATH);
// Chromium launches and 40-page PDFs take seconds on a small shared machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** Polls `check` every 20 ms until it holds (a browser's start takes a moment). */
async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let pool: RenderPool;
beforeAll(() => {
  pool = new RenderPool({ executablePath: CHROMIUM, size: 2, timeoutMs: 20_000, restartEvery: 1_000 });
});
afterAll(async () => {
  await pool.close();
});

const docFor = (template: DocumentTemplate, content?: string): PrintableDocument => ({
  type: template.kind,
  title:
    template.kind === 'resume'
      ? 'Resume – Backend Engineer at Flutterwave'
      : 'Cover Letter – Backend Engineer at Flutterwave',
  content: content ?? (template.kind === 'resume' ? SAMPLE_RESUME : SAMPLE_LETTER),
  author: 'Ada Obi',
});

describe.each(DOCUMENT_TEMPLATES.map((t) => [t.id, t] as const))('the %s design', (_, template) => {
  const doc = docFor(template);
  const words = sourceWords(doc.content);

  it('prints a PDF whose text is every source word in order, ₦ and fi/fl intact, with metadata', async () => {
    const pdf = await renderPdf(pool, doc, template);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await pdfText(pdf);
    expect(firstWordOutOfOrder(words, read.text)).toBeUndefined();
    expect(read.text).toContain('₦20,000');
    for (const word of ['efficient', 'workflow', 'profile', 'flow', 'fifty'])
      expect(read.text.toLowerCase()).toContain(word);
    // Every glyph, ₦ included, is drawn with the embedded Inter: no fallback font was needed.
    const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(
      (m) => m[1],
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f?.startsWith('Inter'))).toBe(true);
    expect(read.title).toBe(doc.title);
    expect(read.author).toBe('Ada Obi');
    if (template.kind === 'resume') expect(read.pages).toBe(2);
  });

  it('writes a DOCX whose text is every source word in order, with title and creator', async () => {
    const docx = await renderDocx(doc, template);
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const text = await docxText(docx);
    expect(firstWordOutOfOrder(words, text)).toBeUndefined();
    expect(text).toContain('₦20,000');
    const zip = await JSZip.loadAsync(docx);
    const core = (await zip.file('docProps/core.xml')?.async('string')) ?? '';
    expect(core).toContain(`<dc:title>${doc.title}</dc:title>`);
    expect(core).toContain('<dc:creator>Ada Obi</dc:creator>');
    const body = (await zip.file('word/document.xml')?.async('string')) ?? '';
    // Real Word bullets (a numbering reference), never tables or text boxes.
    if (template.kind === 'resume') expect(body).toContain('<w:numPr>');
    expect(body).not.toContain('<w:tbl>');
    expect(body).not.toContain('<w:txbxContent>');
  });
});

describe('hostile content', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('<html><body>secret</body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const hostile = () =>
    [
      '# <script>document.title="owned"</script>Mallory',
      '## <style>body{background:url(http://127.0.0.1:PORT/css-bg)}</style>Skills',
      `- <img src=http://127.0.0.1:${port}/img onerror="fetch('http://127.0.0.1:${port}/js')">`,
      '- <a href="file:///etc/passwd">file:///etc/passwd</a>',
      `- <link rel=stylesheet href="http://127.0.0.1:${port}/sheet.css"> <iframe src="http://127.0.0.1:${port}/frame"></iframe>`,
      `<meta http-equiv="refresh" content="0;url=http://127.0.0.1:${port}/refresh">`,
      `</style></title><object data="http://127.0.0.1:${port}/object"></object> @import url(http://127.0.0.1:${port}/import);`,
      `${'A'.repeat(200 * 1024)}`,
      'The end.',
    ]
      .join('\n')
      .replaceAll('PORT', String(port));

  it('prints markup as visible text in every design, and nothing reaches the network', async () => {
    for (const template of DOCUMENT_TEMPLATES) {
      const pdf = await renderPdf(pool, docFor(template, hostile()), template);
      const text = (await pdfText(pdf)).text.replace(/\s+/g, '');
      for (const visible of [
        '<script>',
        '<img',
        '<ahref="file:///etc/passwd">',
        'url(http://127.0.0.1',
        'Theend.',
      ])
        expect(text).toContain(visible);
      // The 200 KB line is all there, wrapped over many pages rather than cut off.
      expect(text.split('A').length - 1).toBeGreaterThanOrEqual(200 * 1024);
    }
    expect(hits).toEqual([]);
  }, 120_000);

  it('keeps markup as text in the DOCX', async () => {
    const template = getTemplate('classic') as DocumentTemplate;
    const text = await docxText(await renderDocx(docFor(template, hostile()), template));
    expect(text).toContain('<script>document.title="owned"</script>Mallory');
    expect(text).toContain('<a href="file:///etc/passwd">');
  });

  it('refuses every request even from a page that is not ours (request interception)', async () => {
    const blocked: string[] = [];
    const onBlocked = (url: string) => blocked.push(url);
    pool.on('blocked', onBlocked);
    const raw = `<!doctype html><html><head><link rel="stylesheet" href="http://127.0.0.1:${port}/raw.css"><style>body{background:url(http://127.0.0.1:${port}/raw-bg)}</style></head><body><img src="http://127.0.0.1:${port}/raw-img"><img src="file:///etc/passwd"><iframe src="http://127.0.0.1:${port}/raw-frame"></iframe><script>fetch('http://127.0.0.1:${port}/raw-js');document.write('SCRIPT RAN')</script><p>body text</p></body></html>`;
    const pdf = await pool.pdf(raw);
    pool.off('blocked', onBlocked);
    expect(hits).toEqual([]);
    expect(blocked.length).toBeGreaterThan(0);
    const text = (await pdfText(pdf)).text;
    expect(text).toContain('body text');
    expect(text).not.toContain('SCRIPT RAN');
    expect(text).not.toContain('root:');
  });
});

describe('the Chromium pool', () => {
  it('prints with CHROMIUM_PATH when set, else the headless shell first, else the full browser', () => {
    const full = findChromium(process.env.CHROMIUM_PATH);
    expect(findRenderChromium(full)).toBe(full);
    expect(() => findRenderChromium('/nonexistent/chromium')).toThrow(ChromiumMissingError);
    expect(findRenderChromium(undefined)).toBe(findHeadlessShell() ?? findChromium(undefined));
  });

  it('says how to install Chromium when there is none', async () => {
    const missing = new RenderPool({
      executablePath: '/nonexistent/chromium',
      size: 1,
      timeoutMs: 5_000,
      restartEvery: 10,
    });
    await expect(missing.pdf('<p>x</p>')).rejects.toThrow(ChromiumMissingError);
    await expect(missing.pdf('<p>x</p>')).rejects.toThrow(CHROMIUM_MISSING);
    expect(CHROMIUM_MISSING).toBe(
      'Chromium was not found. Install it (apt-get install chromium) or set CHROMIUM_PATH.',
    );
    await missing.close();
  });

  it('restarts a Chromium killed mid-render; the render fails, the next one is delivered', async () => {
    const own = new RenderPool({ executablePath: CHROMIUM, size: 1, timeoutMs: 20_000, restartEvery: 1_000 });
    try {
      const first = await own.browserPid();
      own.once('render', (pid: number) => process.kill(pid, 'SIGKILL'));
      const template = getTemplate('classic') as DocumentTemplate;
      await expect(renderPdf(own, docFor(template), template)).rejects.toThrow();
      const pdf = await renderPdf(own, docFor(template), template);
      expect((await pdfText(pdf)).text).toContain('Ada Obi');
      expect(await own.browserPid()).not.toBe(first);
      expect(own.stats).toMatchObject({ launches: 2, crashes: 1 });
    } finally {
      await own.close();
    }
  });

  it('prints one document after another on the same page, none of one in the next', async () => {
    const own = new RenderPool({ executablePath: CHROMIUM, size: 1, timeoutMs: 20_000, restartEvery: 1_000 });
    try {
      const resume = getTemplate('modern') as DocumentTemplate;
      const letter = getTemplate('letterhead') as DocumentTemplate;
      const docs = [
        { template: resume, marker: 'Alphamarker', content: `${SAMPLE_RESUME}\n- Alphamarker` },
        { template: letter, marker: 'Bravomarker', content: 'Dear Hiring Manager,\n\nBravomarker ₦5,000.' },
        { template: resume, marker: 'Charliemarker', content: '# Charliemarker\n## Skills\n- Go' },
      ];
      for (const { template, marker, content } of docs) {
        const pdf = await renderPdf(own, docFor(template, content), template);
        const read = await pdfText(pdf);
        expect(read.text).toContain(marker);
        for (const other of docs.filter((d) => d.marker !== marker))
          expect(read.text).not.toContain(other.marker);
        // The font the page loaded once is there for every document.
        const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(
          (m) => m[1],
        );
        expect(fonts.length).toBeGreaterThan(0);
        expect(fonts.every((f) => f?.startsWith('Inter'))).toBe(true);
      }
      expect(own.stats.pagesOpened).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('never reuses a page that tried to leave: a late refresh cannot replace the next document', async () => {
    const own = new RenderPool({ executablePath: CHROMIUM, size: 1, timeoutMs: 20_000, restartEvery: 1_000 });
    try {
      // The refresh fires after the print, while the page waits for its next document (on a
      // slow machine it may fire during the print: that print fails, the page is closed too).
      await own
        .pdf('<meta http-equiv="refresh" content="0.3;url=http://127.0.0.1:9/away"><p>foreign</p>')
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const template = getTemplate('classic') as DocumentTemplate;
      const pdf = await renderPdf(own, docFor(template), template);
      expect((await pdfText(pdf)).text).toContain('₦20,000');
      expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/);
      expect(own.stats.blockedRequests).toBeGreaterThan(0);
      expect(own.stats.pagesOpened).toBe(2);
    } finally {
      await own.close();
    }
  });

  it('stops a render at the time limit and keeps working', async () => {
    const own = new RenderPool({ executablePath: CHROMIUM, size: 1, timeoutMs: 1_000, restartEvery: 1_000 });
    try {
      // About 3 s of layout on a fast machine, several times the limit (400,000 words once took
      // just over a second, and a faster machine printed them within it).
      const huge = `<p>${'word '.repeat(2_000_000)}</p>`;
      await expect(own.pdf(huge)).rejects.toThrow(RenderTimeoutError);
      // The stopped page's layout may hold the browser a little longer on a loaded machine (a render
      // right after it was seen to time out too): the pool must be printing again within a few tries.
      let pdf: Buffer | undefined;
      for (let attempt = 0; attempt < 5 && !pdf; attempt += 1) {
        pdf = await own.pdf('<p>after the limit</p>').catch((error: unknown) => {
          if (!(error instanceof RenderTimeoutError)) throw error;
          return undefined;
        });
      }
      expect(pdf, 'the pool printed again after the limit').toBeDefined();
      expect((await pdfText(pdf as Buffer)).text).toContain('after the limit');
    } finally {
      await own.close();
    }
  });

  it('keeps printing on the old Chromium while its replacement starts', async () => {
    const own = new RenderPool({ executablePath: CHROMIUM, size: 2, timeoutMs: 20_000, restartEvery: 1 });
    const printedOn: (number | undefined)[] = [];
    own.on('render', (pid: number | undefined) => printedOn.push(pid));
    try {
      const first = await own.browserPid();
      // Both start together: the first reaches the limit, and the second does not wait for the
      // replacement (a process launch) to be ready.
      const [, meanwhile] = await Promise.all([
        own.pdf('<p>the first render reaches the limit</p>'),
        own.pdf('<p>printed meanwhile</p>'),
      ]);
      expect((await pdfText(meanwhile)).text).toContain('printed meanwhile');
      expect(printedOn).toEqual([first, first]);
      await waitUntil(async () => (await own.browserPid()) !== first);
      await own.pdf('<p>on the replacement</p>');
      expect(printedOn.at(-1)).not.toBe(first);
      expect(own.stats).toMatchObject({ crashes: 0 });
    } finally {
      await own.close();
    }
  });

  it('replaces its Chromium every N renders and leaves no browser behind', async () => {
    const own = new RenderPool({ executablePath: CHROMIUM, size: 1, timeoutMs: 20_000, restartEvery: 2 });
    const pids: number[] = [];
    own.on('launch', (pid: number) => pids.push(pid));
    try {
      for (let i = 0; i < 5; i += 1) await own.pdf(`<p>render ${i}</p>`);
      // Each replacement starts beside the browser it replaces, which prints until it is ready.
      await waitUntil(async () => own.stats.launches >= 2 && (await own.browserPid()) !== pids[0]);
      expect(own.stats.crashes).toBe(0);
    } finally {
      await own.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});

// `npm run bench:screenshots -- DIR`: full-page screenshots of representative marketing routes at
// 390 px and 1280 px width, taken in Debian's Chromium from the built server, written to DIR.
// `npm run bench:screenshots -- --compare BEFORE AFTER [DIFF]` compares two such folders pixel by
// pixel (decoded in the browser, no image library needed) and writes a diff image per changed pair.
// SCREENSHOT_PATHS="/,/impressum" replaces the default routes.

import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { requireBuild, startServer } from './support.ts';

const widths = [390, 1280];
// Home, a sales page, a hub, a conversion page, a landing page, a legal page and the sitemap.
const defaultPaths = [
  '/',
  '/romance-scam',
  '/fake-profil-hub',
  '/dating-app-conversions',
  '/tinder-betrug-erkennen',
  '/impressum',
  '/sitemap',
];

function fileName(pagePath: string, width: number) {
  const slug = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/[^a-zA-Z0-9äöüß-]+/g, '_');
  return `${slug}-${width}.png`;
}

function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
}

async function capture(outDir: string) {
  requireBuild();
  const paths = process.env.SCREENSHOT_PATHS ? process.env.SCREENSHOT_PATHS.split(',') : defaultPaths;
  await mkdir(outDir, { recursive: true });
  const server = await startServer({ LOG_LEVEL: 'silent' });
  const browser = await launch();
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 800 },
        deviceScaleFactor: 1,
        locale: 'de-DE',
      });
      const page = await context.newPage();
      for (const pagePath of paths) {
        await page.goto(`${server.base}${encodeURI(pagePath)}`, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        // A full-page capture paints beyond the viewport, where `content-visibility: auto` sections
        // stay unrendered. Render them as they look on screen (their on-screen containment) first.
        await page.evaluate(() => {
          for (const element of document.querySelectorAll<HTMLElement>('body *')) {
            if (getComputedStyle(element).contentVisibility !== 'auto') continue;
            element.style.contentVisibility = 'visible';
            element.style.contain = 'layout style paint';
          }
        });
        const file = path.join(outDir, fileName(pagePath, width));
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
        console.log(`wrote ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
  }
}

interface Difference {
  widthA: number;
  heightA: number;
  widthB: number;
  heightB: number;
  differing: number;
  diffPng: string | null;
}

/**
 * Runs in the browser, which decodes the PNGs: draws both into canvases, counts pixels that differ and
 * marks them red. Self-contained (Playwright sends its source to the page).
 */
async function diffInBrowser([a64, b64]: string[]): Promise<Difference> {
  const decode = async (base64: string) =>
    createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
  const [imgA, imgB] = await Promise.all([decode(a64 as string), decode(b64 as string)]);
  const width = Math.max(imgA.width, imgB.width);
  const height = Math.max(imgA.height, imgB.height);
  const pixels = (img: ImageBitmap) => {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(0, 0, width, height);
  };
  const pa = pixels(imgA).data;
  const pb = pixels(imgB).data;
  const diff = new OffscreenCanvas(width, height);
  const dctx = diff.getContext('2d') as OffscreenCanvasRenderingContext2D;
  dctx.drawImage(imgA, 0, 0);
  const out = dctx.getImageData(0, 0, width, height);
  let differing = 0;
  for (let i = 0; i < pa.length; i += 4) {
    if (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2] || pa[i + 3] !== pb[i + 3]) {
      differing++;
      out.data.set([255, 0, 0, 255], i);
    } else {
      // Unchanged pixels faded, so the red marks stand out.
      for (let c = 0; c < 3; c++) out.data[i + c] = 255 - (255 - (out.data[i + c] ?? 0)) / 4;
    }
  }
  let diffPng: string | null = null;
  if (differing > 0) {
    dctx.putImageData(out, 0, 0);
    const blob = await diff.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    diffPng = btoa(binary);
  }
  return {
    widthA: imgA.width,
    heightA: imgA.height,
    widthB: imgB.width,
    heightB: imgB.height,
    differing,
    diffPng,
  };
}

async function compare(dirA: string, dirB: string, diffDir: string) {
  const names = (await readdir(dirA)).filter((name) => name.endsWith('.png')).sort();
  await mkdir(diffDir, { recursive: true });
  const browser = await launch();
  let changed = 0;
  try {
    const page = await browser.newPage();
    for (const name of names) {
      const b = await readFile(path.join(dirB, name)).catch(() => null);
      if (!b) {
        console.log(`${name}: missing in ${dirB}`);
        changed++;
        continue;
      }
      const a = await readFile(path.join(dirA, name));
      // Decoded by the browser: draw both into canvases, count pixels that differ, mark them red.
      const result = await page.evaluate(diffInBrowser, [a.toString('base64'), b.toString('base64')]);
      const total = Math.max(result.widthA, result.widthB) * Math.max(result.heightA, result.heightB);
      const size =
        result.widthA === result.widthB && result.heightA === result.heightB
          ? `${result.widthA}×${result.heightA}`
          : `${result.widthA}×${result.heightA} → ${result.widthB}×${result.heightB}`;
      let line = `${name}: ${size}, ${result.differing} of ${total} pixels differ (${((100 * result.differing) / total).toFixed(3)} %)`;
      if (result.diffPng) {
        changed++;
        const file = path.join(diffDir, name);
        await writeFile(file, Buffer.from(result.diffPng, 'base64'));
        line += `, diff: ${file}`;
      }
      console.log(line);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${names.length} screenshots compared, ${changed} differ`);
}

const args = process.argv.slice(2);
if (args[0] === '--compare') {
  const [, dirA, dirB, diffDir] = args;
  if (!dirA || !dirB) {
    console.error('usage: npm run bench:screenshots -- --compare BEFORE_DIR AFTER_DIR [DIFF_DIR]');
    process.exit(1);
  }
  await compare(dirA, dirB, diffDir ?? path.join(dirB, '..', 'diff'));
} else {
  const outDir = args[0];
  if (!outDir) {
    console.error('usage: npm run bench:screenshots -- OUT_DIR');
    process.exit(1);
  }
  await capture(path.resolve(outDir));
}

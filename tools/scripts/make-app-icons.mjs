// Draws the app icons of the web app manifest (shell/public/icons) with Chromium: node tools/scripts/make-app-icons.mjs
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
// An open book (the lessons) under a coin (money): white and gold on the site's teal.
function svg(scale) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#0f4c5c"/>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <circle cx="256" cy="150" r="62" fill="#f2c14e"/>
    <circle cx="256" cy="150" r="44" fill="none" stroke="#0f4c5c" stroke-width="10"/>
    <path d="M96 250 C160 226 216 232 248 262 L248 412 C216 384 160 378 96 400 Z" fill="#ffffff"/>
    <path d="M416 250 C352 226 296 232 264 262 L264 412 C296 384 352 378 416 400 Z" fill="#ffffff"/>
  </g></svg>`;
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const out = new URL('../../shell/public/icons', import.meta.url).pathname;
for (const [name, size, scale] of [['icon-192.png', 192, 1], ['icon-512.png', 512, 1], ['icon-maskable-512.png', 512, 0.72], ['apple-touch-icon.png', 180, 0.85]]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0">${svg(scale).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  writeFileSync(`${out}/${name}`, await page.screenshot({ type: 'png' }));
}
await browser.close();

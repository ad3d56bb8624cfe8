import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/**
 * Prints an aligned plain-text table; columns whose cells are all numbers are right-aligned so
 * figures line up (put units in the header, not the cells).
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function printTable(headers, rows) {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const numeric = headers.map((_, i) => cells.every((row) => /^[-+]?[\d.,]+$/.test(row[i] ?? '')));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

/** Formats a number with a fixed number of decimals and thousands separators. */
export const fmt = (/** @type {number} */ value, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * Writes bench/results/<name>.json (git-ignored), stamped with the machine context that
 * explains most of the variance between runs.
 * @param {string} name
 * @param {Record<string, unknown>} data
 */
export async function writeResults(name, data) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = `${RESULTS_DIR}${name}.json`;
  const context = { node: process.version, cpus: cpus().length, loadavg: loadavg() };
  await writeFile(
    file,
    `${JSON.stringify({ scenario: name, date: new Date(), context, ...data }, null, 2)}\n`,
  );
  return file;
}

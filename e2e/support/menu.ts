import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The text of the focused menu item, or null when focus is not on one. */
const focusedItem = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('role') === 'menuitem' ? (el.textContent ?? '') : null;
  });

/**
 * Moves the keyboard focus down an open menu to the item named `name`, waiting for each step to
 * land: a key pressed before the last one's focus moved would skip an item (seen under load, when
 * "Interviewing" was passed by and the card went to Offer).
 */
export async function arrowToMenuItem(page: Page, name: string): Promise<void> {
  // A menu opened from the keyboard focuses its first item; if it has not, one ArrowDown does.
  if ((await focusedItem(page)) === null) {
    try {
      await expect.poll(() => focusedItem(page), { timeout: 2_000 }).not.toBeNull();
    } catch {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedItem(page)).not.toBeNull();
    }
  }
  for (let step = 0; step < 12; step++) {
    const now = await focusedItem(page);
    if (now === name) return;
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedItem(page)).not.toBe(now);
  }
  throw new Error(`The open menu has no item "${name}" below the focused one`);
}

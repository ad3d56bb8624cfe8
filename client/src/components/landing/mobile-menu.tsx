import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { LOGIN_PATH } from '../../lib/site';
import { buttonClass } from '../button-styles';
import { LazySheetMenu } from '../lazy-sheet-menu';
import { NAV_LINKS } from './nav-links';

/** Small-screen navigation: a sheet from the right that closes as soon as a link is chosen. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // The jump waits until the sheet has gone: while it is open the page cannot scroll.
  const pendingHash = useRef<string | null>(null);

  const jumpTo = (hash: string) => {
    if (window.location.hash === hash) document.querySelector(hash)?.scrollIntoView();
    else window.location.hash = hash;
  };

  return (
    <LazySheetMenu
      open={open}
      onOpenChange={setOpen}
      description="Jump to a section of the page or sign in."
      className="gap-6"
      onCloseAutoFocus={(event) => {
        const hash = pendingHash.current;
        if (!hash) return;
        pendingHash.current = null;
        // Focus would snap back to the menu button at the top; the reader wants the section.
        event.preventDefault();
        jumpTo(hash);
      }}
    >
      <nav aria-label="Mobile">
        <ul className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={(event) => {
                  event.preventDefault();
                  pendingHash.current = link.href;
                  setOpen(false);
                }}
                className="block rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to={LOGIN_PATH}
        onClick={() => setOpen(false)}
        className={buttonClass({ size: 'lg', className: 'mt-auto w-full' })}
      >
        Sign In
      </Link>
    </LazySheetMenu>
  );
}

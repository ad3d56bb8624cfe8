import { Menu } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { buttonClass } from './button-styles';
import type { SheetMenu as SheetMenuType } from './sheet-menu';

const loadSheetMenu = () => import('./sheet-menu');
const SheetMenu = lazy(() => loadSheetMenu().then((m) => ({ default: m.SheetMenu })));

/** The button the sheet's own trigger replaces; it looks and reads the same. */
function MenuButton({ onOpen }: { onOpen?: () => void }) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded="false"
      className={buttonClass({ variant: 'ghost', size: 'icon' })}
      // Touch and hover usually come a moment before the click: start fetching then.
      onPointerEnter={() => void loadSheetMenu()}
      onFocus={() => void loadSheetMenu()}
      onClick={onOpen}
    >
      <Menu className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * SheetMenu whose dialog code (Radix Dialog, focus trap, scroll lock: ~9 KB compressed) is fetched
 * when the visitor first reaches for the menu, not with the page: most visits never open it.
 */
export function LazySheetMenu(props: ComponentProps<typeof SheetMenuType>) {
  const [wanted, setWanted] = useState(props.open);
  if (!wanted)
    return (
      <MenuButton
        onOpen={() => {
          setWanted(true);
          props.onOpenChange(true);
        }}
      />
    );
  return (
    <Suspense fallback={<MenuButton />}>
      <SheetMenu {...props} />
    </Suspense>
  );
}

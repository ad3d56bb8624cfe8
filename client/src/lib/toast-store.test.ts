import { describe, expect, it } from 'vitest';
import { createToastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-store';

function manualTimers() {
  const pending: { callback: () => void; ms: number }[] = [];
  const schedule = (callback: () => void, ms: number) => pending.push({ callback, ms });
  const flush = () => {
    for (const task of pending.splice(0)) task.callback();
  };
  return { schedule, flush, pending };
}

describe('toast store', () => {
  it('shows a toast with the default variant and only the fields given', () => {
    const store = createToastStore(manualTimers().schedule);
    const id = store.show({ title: 'Saved' });
    expect(store.getSnapshot()).toEqual([{ id, title: 'Saved', variant: 'default', open: true }]);
  });

  it('keeps at most one toast: a new one replaces the old', () => {
    const store = createToastStore(manualTimers().schedule);
    store.show({ title: 'First' });
    const second = store.show({ title: 'Second', description: 'Details', variant: 'destructive' });
    const toasts = store.getSnapshot();
    expect(TOAST_LIMIT).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id: second,
      title: 'Second',
      description: 'Details',
      variant: 'destructive',
    });
  });

  it('closes a dismissed toast at once and removes it after the exit delay', () => {
    const timers = manualTimers();
    const store = createToastStore(timers.schedule);
    const id = store.show({ title: 'Bye' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    expect(timers.pending.map((t) => t.ms)).toEqual([TOAST_REMOVE_DELAY_MS]);
    timers.flush();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismisses every open toast when no id is given, and ignores unknown ids', () => {
    const timers = manualTimers();
    const store = createToastStore(timers.schedule);
    store.show({ title: 'One' });
    store.dismiss('nope');
    expect(store.getSnapshot()[0]?.open).toBe(true);
    store.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('does not let a late removal of a replaced toast touch the new one', () => {
    const timers = manualTimers();
    const store = createToastStore(timers.schedule);
    const first = store.show({ title: 'Old' });
    store.dismiss(first);
    store.show({ title: 'New' });
    timers.flush();
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['New']);
  });

  it('notifies subscribers with a new snapshot on each change until they unsubscribe', () => {
    const store = createToastStore(manualTimers().schedule);
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()));
    store.show({ title: 'A' });
    store.show({ title: 'B' });
    unsubscribe();
    store.show({ title: 'C' });
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('keeps the action so the toast can render its button', () => {
    const store = createToastStore(manualTimers().schedule);
    let clicked = 0;
    store.show({ title: 'Deleted', action: { label: 'Undo', onClick: () => clicked++ } });
    store.getSnapshot()[0]?.action?.onClick();
    expect(clicked).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { offersShare, shareFile } from './share-file';

const pdf = () => new File(['%PDF-1.7'], 'Resume - Analyst - Flutterwave.pdf', { type: 'application/pdf' });
const named = (name: string) => Object.assign(new Error(name), { name });

describe('sharing a PDF', () => {
  it('is offered only where a share sheet exists', () => {
    expect(offersShare(undefined)).toBe(false);
    expect(offersShare({})).toBe(false);
    expect(offersShare({ share: async () => {} })).toBe(true);
  });

  it('hands the file and its title to the share sheet', async () => {
    const shared: ShareData[] = [];
    const downloads: File[] = [];
    const file = pdf();
    const outcome = await shareFile(
      { canShare: () => true, share: async (data) => void shared.push(data) },
      file,
      'Resume – Analyst',
      (f) => downloads.push(f),
    );
    expect(outcome).toBe('shared');
    expect(shared).toEqual([{ files: [file], title: 'Resume – Analyst' }]);
    expect(downloads).toEqual([]);
  });

  it('downloads when files cannot be shared, or the share fails for another reason', async () => {
    const downloads: File[] = [];
    const save = (f: File) => downloads.push(f);
    expect(await shareFile({ canShare: () => false, share: async () => {} }, pdf(), 't', save)).toBe(
      'downloaded',
    );
    expect(await shareFile({ share: async () => {} }, pdf(), 't', save)).toBe('downloaded');
    expect(
      await shareFile(
        {
          canShare: () => true,
          share: async () => {
            throw named('DataError');
          },
        },
        pdf(),
        't',
        save,
      ),
    ).toBe('downloaded');
    expect(downloads).toHaveLength(3);
  });

  it('says nothing when the person closes the sheet, and asks for a second tap when too late', async () => {
    const downloads: File[] = [];
    const failing = (name: string) => ({
      canShare: () => true,
      share: async () => {
        throw named(name);
      },
    });
    expect(await shareFile(failing('AbortError'), pdf(), 't', (f) => downloads.push(f))).toBe('cancelled');
    expect(await shareFile(failing('NotAllowedError'), pdf(), 't', (f) => downloads.push(f))).toBe(
      'needs-tap',
    );
    expect(downloads).toEqual([]);
  });
});

import { usageSummary } from '@app/shared/users/usage';
import { describe, expect, it } from 'vitest';
import { usageRows } from './usage-rows';

const user = (letters: [number, number], resumes: [number, number], unlimited = false) => ({
  quotaBalance: { coverLettersRemaining: letters[1], resumesRemaining: resumes[1] },
  totalGenerated: { coverLettersGenerated: letters[0], resumesGenerated: resumes[0] },
  isUnlimitedActive: unlimited,
});

describe('usage rows', () => {
  it('shows used / available / total with the share used', () => {
    const [letters, resumes] = usageRows(usageSummary(user([3, 22], [0, 15])));
    expect(letters).toMatchObject({
      label: 'Cover letters',
      used: '3',
      available: '22',
      total: '25',
      percentUsed: 12,
    });
    expect(resumes).toMatchObject({ used: '0', available: '15', total: '15', percentUsed: 0 });
  });

  it('floors a negative balance at 0 and handles an empty account', () => {
    const [letters] = usageRows(usageSummary(user([2, -1], [1, 0])));
    expect(letters).toMatchObject({ available: '0', total: '2', percentUsed: 100 });
    const [none] = usageRows(usageSummary(null));
    expect(none).toMatchObject({ used: '0', total: '0', percentUsed: 0 });
  });

  it('shows ∞ when unlimited, with no share', () => {
    const [letters] = usageRows(usageSummary(user([40, 0], [9, 0], true)));
    expect(letters).toMatchObject({
      used: '40',
      available: '∞',
      total: '∞',
      isUnlimited: true,
      percentUsed: null,
    });
  });
});

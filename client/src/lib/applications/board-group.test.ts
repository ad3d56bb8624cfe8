import type { ApplicationSummaryDto } from '@app/shared/applications/dto';
import { describe, expect, it } from 'vitest';
import { groupByStatus, moveInList, putInList } from './board-group';

const app = (id: string, over: Partial<ApplicationSummaryDto> = {}): ApplicationSummaryDto => ({
  id,
  jobTitle: 'Data Analyst',
  companyName: 'Paystack',
  companyLocation: 'Lagos',
  jobUrl: null,
  closingDate: null,
  status: 'saved',
  appliedAt: null,
  updatedAt: '2025-12-01T10:00:00.000Z',
  matchScore: null,
  followUpDueAt: null,
  documents: [],
  ...over,
});

const TODAY = '2025-12-01';
const ids = (list: readonly ApplicationSummaryDto[]) => list.map((a) => a.id);

describe('grouping the board', () => {
  const list = [
    app('a', { status: 'applied', jobTitle: 'Graduate Trainee', companyName: 'Zenith Bank' }),
    app('b', {
      status: 'saved',
      jobTitle: 'Data Analyst',
      companyName: 'Flutterwave',
      closingDate: '2025-12-05',
    }),
    app('c', {
      status: 'applied',
      jobTitle: 'Product Designer',
      companyName: 'Andela',
      closingDate: '2025-12-20',
    }),
    app('d', { status: 'withdrawn', jobTitle: 'Programme Officer', companyName: 'UNICEF' }),
  ];

  it('puts every application in its status column, in the list order, all six columns present', () => {
    const columns = groupByStatus(list, {}, TODAY);
    expect(Object.keys(columns)).toEqual([
      'saved',
      'applied',
      'interviewing',
      'offer',
      'rejected',
      'withdrawn',
    ]);
    expect(ids(columns.applied)).toEqual(['a', 'c']);
    expect(ids(columns.saved)).toEqual(['b']);
    expect(ids(columns.withdrawn)).toEqual(['d']);
    expect(columns.offer).toEqual([]);
  });

  it('searches title or company, case-insensitively and literally', () => {
    expect(ids(Object.values(groupByStatus(list, { q: 'zenith' }, TODAY)).flat())).toEqual(['a']);
    expect(ids(Object.values(groupByStatus(list, { q: 'DESIGN' }, TODAY)).flat())).toEqual(['c']);
    expect(ids(Object.values(groupByStatus(list, { q: '%' }, TODAY)).flat())).toEqual([]);
  });

  it('filters by status and by closing within 7 days, together', () => {
    expect(ids(groupByStatus(list, { status: 'applied' }, TODAY).applied)).toEqual(['a', 'c']);
    expect(groupByStatus(list, { status: 'applied' }, TODAY).saved).toEqual([]);
    const soon = groupByStatus(list, { closing: 7 }, TODAY);
    expect(ids(Object.values(soon).flat())).toEqual(['b']);
    expect(ids(Object.values(groupByStatus(list, { closing: 7, status: 'applied' }, TODAY)).flat())).toEqual(
      [],
    );
  });
});

describe('the optimistic move', () => {
  const now = new Date('2025-12-02T09:00:00.000Z');
  const list = [
    app('a', { updatedAt: '2025-12-01T12:00:00.000Z' }),
    app('b', {
      status: 'applied',
      appliedAt: '2025-11-20T08:00:00.000Z',
      updatedAt: '2025-12-01T11:00:00.000Z',
    }),
    app('c', { updatedAt: '2025-12-01T10:00:00.000Z', followUpDueAt: '2025-11-30T10:00:00.000Z' }),
  ];

  it('moves the card to its new status at once, first in the list', () => {
    const moved = moveInList(list, 'c', 'interviewing', now);
    expect(ids(moved)).toEqual(['c', 'a', 'b']);
    expect(moved[0]).toMatchObject({
      status: 'interviewing',
      updatedAt: now.toISOString(),
      followUpDueAt: null,
    });
    expect(ids(groupByStatus(moved, {}, TODAY).interviewing)).toEqual(['c']);
    expect(list[2]?.status).toBe('saved');
  });

  it('sets the applied date the first time, clears it back to saved', () => {
    expect(moveInList(list, 'a', 'applied', now)[0]?.appliedAt).toBe(now.toISOString());
    expect(moveInList(list, 'b', 'offer', now)[0]?.appliedAt).toBe('2025-11-20T08:00:00.000Z');
    expect(moveInList(list, 'b', 'saved', now)[0]?.appliedAt).toBeNull();
  });

  it('changes nothing for the same status or an unknown card', () => {
    expect(moveInList(list, 'a', 'saved', now)).toBe(list);
    expect(moveInList(list, 'zz', 'offer', now)).toBe(list);
  });

  it('puts a card back in its place when the move fails, keeping other moves', () => {
    const original = list[2] as ApplicationSummaryDto;
    const afterTwoMoves = moveInList(
      moveInList(list, 'c', 'offer', now),
      'a',
      'rejected',
      new Date('2025-12-02T09:00:01Z'),
    );
    const reverted = putInList(afterTwoMoves, original);
    expect(ids(reverted)).toEqual(['a', 'b', 'c']);
    expect(reverted.find((x) => x.id === 'c')?.status).toBe('saved');
    expect(reverted.find((x) => x.id === 'a')?.status).toBe('rejected');
  });
});

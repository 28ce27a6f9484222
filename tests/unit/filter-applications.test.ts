import {
  emptyApplicationFilters,
  type ApplicationFilters,
} from '@/features/applications/application-filter-search';
import { filterApplications } from '@/features/applications/filter-applications';
import type { Application } from '@/features/applications/application';

const app = (id: string, status: string, createdAt: string | null, roomLabel: string): Application => ({
  id,
  isOptimistic: false,
  roomId: `room-${id}`,
  status,
  createdAt,
  roomLabel,
});

const applications = [
  app('1', 'pending', '2026-11-20T10:00:00Z', 'Camden, London'),
  app('2', 'applied', '2026-11-22T04:09:50.165000', 'Leith, Edinburgh'),
  app('3', 'accepted', '2026-11-22T09:00:00', 'Oxford Rd, Manchester'),
  app('4', 'rejected', null, 'Headingley, Leeds'),
  app('5', 'cancelled', '2026-11-21', 'Clifton, Bristol'),
];
const ids = (filters: Partial<ApplicationFilters>) =>
  filterApplications(applications, { ...emptyApplicationFilters, ...filters }, (a) => a.roomLabel ?? '').map(
    (a) => a.id,
  );

describe('filterApplications (docs/specification.md#application-filters)', () => {
  it('ignores empty filters', () => {
    expect(ids({})).toEqual(['1', '2', '3', '4', '5']);
  });

  it('matches location case-insensitively as a substring', () => {
    expect(ids({ location: 'LONDON' })).toEqual(['1']);
    expect(ids({ location: 'edin' })).toEqual(['2']);
  });

  it("matches both pending and applied for the status 'pending'", () => {
    expect(ids({ status: 'pending' })).toEqual(['1', '2']);
  });

  it('matches other statuses exactly', () => {
    expect(ids({ status: 'accepted' })).toEqual(['3']);
    expect(ids({ status: 'rejected' })).toEqual(['4']);
    expect(ids({ status: 'cancelled' })).toEqual(['5']);
  });

  it('compares the date with the first ten characters of the timestamp exactly', () => {
    expect(ids({ date: '2026-11-22' })).toEqual(['2', '3']);
    expect(ids({ date: '2026-11-21' })).toEqual(['5']);
    expect(ids({ date: '2026-11' })).toEqual([]);
  });

  it('never matches a dated filter against an application without a date', () => {
    expect(ids({ date: '2026-11-20', status: 'rejected' })).toEqual([]);
  });
});

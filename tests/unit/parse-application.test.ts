import { parseApplication, parseApplications } from '@/features/applications/api/parse-application';
import { applicationDate } from '@/features/applications/application';
import { applicationStatusLabel, roomStatusLabel } from '@/features/applications/application-status';
import { applicationForRoom } from '@/features/applications/application-for-room';

describe('parseApplication', () => {
  it("reads the real backend's shape (room_id and applied_at only)", () => {
    expect(
      parseApplication({
        id: '6b026b0e00000000000000aa',
        user_email: 'a@b.co',
        room_id: '6b026b08dbdf01ad5cffcce5',
        status: 'applied',
        applied_at: '2026-11-22T04:09:50.165000',
      }),
    ).toEqual({
      id: '6b026b0e00000000000000aa',
      isOptimistic: false,
      roomId: '6b026b08dbdf01ad5cffcce5',
      status: 'applied',
      createdAt: '2026-11-22T04:09:50.165000',
      roomLabel: null,
    });
  });

  it('reads the specification shape with an embedded room and created_at', () => {
    expect(
      parseApplication({
        _id: 'x1',
        room: { id: 'r1', location: 'Camden', title: 'Sunny' },
        status: 'Accepted',
        created_at: '2026-11-01T00:00:00Z',
      }),
    ).toEqual({
      id: 'x1',
      isOptimistic: false,
      roomId: 'r1',
      status: 'accepted',
      createdAt: '2026-11-01T00:00:00Z',
      roomLabel: 'Camden',
    });
  });

  it('falls back to the room title, then room_location', () => {
    expect(parseApplication({ id: '1', room: { title: 'Sunny' } })?.roomLabel).toBe('Sunny');
    expect(parseApplication({ id: '1', room_location: 'Leith' })?.roomLabel).toBe('Leith');
  });

  it('keeps unknown statuses raw', () => {
    expect(parseApplication({ id: '1', status: 'waitlisted' })?.status).toBe('waitlisted');
    expect(applicationStatusLabel('waitlisted')).toBe('waitlisted');
  });

  it('drops duplicates by id and non-objects', () => {
    expect(parseApplications([{ id: '1' }, { id: '1' }, 'x', null]).length).toBe(1);
    expect(() => parseApplications({})).toThrow();
  });
});

describe('labels', () => {
  it('shows Pending for applied and pending in the list', () => {
    expect(applicationStatusLabel('applied')).toBe('Pending');
    expect(applicationStatusLabel('pending')).toBe('Pending');
    expect(applicationStatusLabel('cancelled')).toBe('Cancelled');
  });

  it("shows 'pending' on the room badge for the server value 'applied'", () => {
    expect(roomStatusLabel('applied')).toBe('pending');
    expect(roomStatusLabel('accepted')).toBe('accepted');
  });

  it('uses the first ten characters of the timestamp as the date', () => {
    expect(applicationDate({ createdAt: '2026-11-22T04:09:50.165000' })).toBe('2026-11-22');
    expect(applicationDate({ createdAt: null })).toBeNull();
  });
});

describe('applicationForRoom', () => {
  it('prefers the active application over an older cancelled one', () => {
    const apps = [
      {
        id: 'new',
        isOptimistic: false,
        roomId: 'r',
        status: 'applied',
        createdAt: '2026-11-22',
        roomLabel: null,
      },
      {
        id: 'old',
        isOptimistic: false,
        roomId: 'r',
        status: 'cancelled',
        createdAt: '2026-11-23',
        roomLabel: null,
      },
    ];
    expect(applicationForRoom(apps, 'r')?.id).toBe('new');
    expect(applicationForRoom(apps, 'other')).toBeNull();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { Room } from '@/features/rooms/room';
import type { ShortlistedRoom } from '@/features/shortlist/shortlist-store';
import { useCompareChoice } from '@/screens/shortlist/use-compare-choice';

// The rooms ticked for Compare Rooms on Your Shortlist (docs/choosing-a-room.md#compare).

const WHITECHAPEL = { id: 'room-1', name: 'Whitechapel, London' };
const FALLOWFIELD = { id: 'room-2', name: 'Fallowfield, Manchester' };
const HEADINGLEY = { id: 'room-3', name: 'Headingley, Leeds' };

function setUp(saved: readonly ShortlistedRoom[], byId: ReadonlyMap<string, Room> | null = null) {
  return renderHook(({ rooms, listed }) => useCompareChoice(rooms, listed), {
    initialProps: { rooms: saved, listed: byId },
  });
}

describe('the Compare choice', () => {
  it('keeps the rooms in the order they were ticked, and unticks a room ticked again', () => {
    const { result } = setUp([WHITECHAPEL, FALLOWFIELD, HEADINGLEY]);
    act(() => result.current.toggle(HEADINGLEY.id));
    act(() => result.current.toggle(WHITECHAPEL.id));
    expect(result.current.chosenIds).toEqual([HEADINGLEY.id, WHITECHAPEL.id]);
    expect(result.current.canCompare).toBe(true);

    act(() => result.current.toggle(HEADINGLEY.id));
    expect(result.current.chosenIds).toEqual([WHITECHAPEL.id]);
    expect(result.current.canCompare).toBe(false);
  });

  it('counts two ticks made before the list renders again', () => {
    const { result } = setUp([WHITECHAPEL, FALLOWFIELD, HEADINGLEY]);
    act(() => {
      result.current.toggle(WHITECHAPEL.id);
      result.current.toggle(FALLOWFIELD.id);
    });
    expect(result.current.chosenIds).toEqual([WHITECHAPEL.id, FALLOWFIELD.id]);
  });

  it('drops a room taken off the shortlist, and it is not ticked again when saved again', () => {
    const { result, rerender } = setUp([WHITECHAPEL, FALLOWFIELD, HEADINGLEY]);
    act(() => result.current.toggle(WHITECHAPEL.id));
    act(() => result.current.toggle(FALLOWFIELD.id));

    rerender({ rooms: [FALLOWFIELD, HEADINGLEY], listed: null });
    expect(result.current.chosenIds).toEqual([FALLOWFIELD.id]);
    act(() => result.current.toggle(HEADINGLEY.id));

    rerender({ rooms: [FALLOWFIELD, HEADINGLEY, WHITECHAPEL], listed: null });
    expect(result.current.chosenIds).toEqual([FALLOWFIELD.id, HEADINGLEY.id]);
  });

  it('leaves out saved rooms that are no longer listed, once the list is known', () => {
    const { result, rerender } = setUp([WHITECHAPEL, FALLOWFIELD]);
    act(() => result.current.toggle(WHITECHAPEL.id));
    act(() => result.current.toggle(FALLOWFIELD.id));
    expect(result.current.chosenIds).toEqual([WHITECHAPEL.id, FALLOWFIELD.id]);

    const listed = new Map([[FALLOWFIELD.id, { id: FALLOWFIELD.id } as Room]]);
    rerender({ rooms: [WHITECHAPEL, FALLOWFIELD], listed });
    expect(result.current.chosenIds).toEqual([FALLOWFIELD.id]);
  });
});

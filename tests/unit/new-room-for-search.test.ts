import { newRoomForSearch, type SearchToMatch } from '@/features/demo/new-room-for-search';
import { parseRoom } from '@/features/rooms/api/parse-room';
import { filterRoomList } from '@/features/rooms/filter-rooms';
import { emptyRoomFilters, type RoomFilters } from '@/features/rooms/room-filters';
import type { SearchCriteria } from '@/features/saved-searches/saved-search';

const search = (filters: Partial<RoomFilters>): SearchCriteria => ({
  filters: { ...emptyRoomFilters, ...filters },
  sort: 'recommended',
});

/** Whether Room Listings' own filters keep the room, as the app parses it from the 201. */
function matches(criteria: SearchToMatch, sequence = 0): boolean {
  const { draft } = newRoomForSearch(criteria, sequence);
  const room = parseRoom({ id: '6b026b0fdbdf01ad5c000001', ...draft });
  if (!room) throw new Error(`${JSON.stringify(draft)} does not parse`);
  return filterRoomList([room], criteria.filters).length === 1;
}

describe('the room List a new room lists', () => {
  it.each([
    [{ location: 'Leeds', maxPrice: '600' }],
    [{ location: 'leeds', maxPrice: '600' }],
    [{ location: 'Headingley, Leeds' }],
    [{ location: 'münchen', maxPrice: '0' }],
    [{ maxPrice: '3' }],
    [{ maxPrice: '1250.50', postcode: 'LS6' }],
    [{ location: 'Fallowfield', postcode: 'm14 6wp' }],
    [{ postcode: 'S10 2' }],
    [{}],
  ])('is kept by Room Listings for %j, press after press', (filters) => {
    for (const sequence of [0, 1, 2, 3, 7]) expect(matches(search(filters), sequence)).toBe(true);
  });

  it('names the location in its title and address, and stays under the max price', () => {
    const { draft, matchesLanguage } = newRoomForSearch(search({ location: 'leeds', maxPrice: '600' }), 0);
    expect(draft.title).toBe('Double room in Leeds');
    expect(draft.address).toMatch(/, Leeds$/);
    expect(draft.price_per_month).toBeLessThan(600);
    expect(draft.price_per_month).toBeGreaterThan(450);
    expect(draft.postcode).toBe('LS6 3BJ');
    expect(matchesLanguage).toBe(true);
  });

  it('lists a different room at each press', () => {
    const criteria = search({ location: 'Bristol', maxPrice: '700' });
    const drafts = [0, 1, 2].map((sequence) => newRoomForSearch(criteria, sequence).draft);
    expect(new Set(drafts.map((draft) => draft.title)).size).toBe(3);
    expect(new Set(drafts.map((draft) => draft.price_per_month)).size).toBe(3);
  });

  it('lists a generic room with a sensible rent when there is no saved search', () => {
    const { draft, matchesLanguage } = newRoomForSearch(null, 0);
    expect(draft).toMatchObject({ title: 'Double room in Headingley, Leeds', postcode: 'LS6 3BJ' });
    expect(draft.price_per_month).toBeGreaterThanOrEqual(450);
    expect(draft.price_per_month).toBeLessThanOrEqual(700);
    expect(matchesLanguage).toBe(true);
  });

  it('says when the search asks for a language, which a listed room cannot carry', () => {
    const criteria = search({ location: 'Leeds', language: 'Spanish' });
    expect(newRoomForSearch(criteria, 0).matchesLanguage).toBe(false);
    expect(matches(criteria)).toBe(false);
    expect(matches(search({ location: 'Leeds' }))).toBe(true);
  });
});

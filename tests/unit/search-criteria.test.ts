import { criteriaSearch, readStoredCriteria, sameCriteria } from '@/features/saved-searches/search-criteria';
import { summariseSearch } from '@/features/saved-searches/search-summary';
import { criteria } from '../utils/saved-search-store';

describe('search criteria', () => {
  it('are the same filters after trimming, whatever the case of the text, the price as a number, and the order', () => {
    expect(
      sameCriteria(
        criteria({ location: ' Leeds ', maxPrice: '600' }),
        criteria({ location: 'leeds', maxPrice: '600.0' }),
      ),
    ).toBe(true);
    expect(sameCriteria(criteria({ location: 'Leeds' }), criteria({ location: 'Leeds' }, 'price-asc'))).toBe(
      true,
    );
    expect(sameCriteria(criteria({ location: 'Leeds' }), criteria({ location: 'York' }))).toBe(false);
    expect(sameCriteria(criteria(), criteria({ maxPrice: 'abc' }))).toBe(true);
  });

  it('read back from storage keep the valid part and say what was dropped', () => {
    expect(readStoredCriteria({ filters: { location: 'Leeds' }, sort: 'price-asc' })).toEqual({
      criteria: criteria({ location: 'Leeds' }, 'price-asc'),
      dropped: false,
    });
    expect(readStoredCriteria({ filters: { location: 'Leeds', maxPrice: '-5' }, sort: 'distance' })).toEqual({
      criteria: criteria({ location: 'Leeds' }),
      dropped: true,
    });
    expect(readStoredCriteria({ sort: 'name' })).toBeNull();
    expect(readStoredCriteria('Leeds')).toBeNull();
  });

  it('become Room Listings’ search params, the default order left out', () => {
    expect(criteriaSearch(criteria({ location: 'Leeds', maxPrice: '600' }))).toEqual({
      location: 'Leeds',
      maxPrice: '600',
      language: undefined,
      postcode: undefined,
      sort: undefined,
    });
  });

  it('are summed up as a name to offer', () => {
    expect(summariseSearch(criteria({ location: ' Leeds ', maxPrice: '600' }))).toBe('Leeds · up to $600/mo');
    expect(summariseSearch(criteria())).toBe('All rooms');
    expect(summariseSearch(criteria({ maxPrice: 'abc' }, 'name'))).toBe('All rooms');
    expect(summariseSearch(criteria({ language: 'French', postcode: 'ls2' }))).toBe(
      'French spoken · postcode LS2',
    );
  });
});

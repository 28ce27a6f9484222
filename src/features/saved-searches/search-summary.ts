import '@/lib/i18n/screen-messages/saved-search-names';
import { formatMonthlyPrice } from '@/features/rooms/format-room';
import { t } from '@/lib/i18n/i18n';
import { readNonNegativeDecimal } from '@/lib/search-param-values';
import type { SearchCriteria } from './saved-search';
import { normaliseCriteria } from './search-criteria';

/**
 * The name a search is offered when saved (docs/saved-searches.md#saving): its filters in a few words, as
 * 'Leeds · up to $600/mo', the price written as the cards write it; 'All rooms' without filters.
 */
export function summariseSearch(criteria: SearchCriteria): string {
  const { location, maxPrice, language, postcode } = normaliseCriteria(criteria).filters;
  const price = readNonNegativeDecimal(maxPrice);
  const parts = [
    location,
    price === null ? '' : t('savedSearchMaxPrice', { price: formatMonthlyPrice(price) }),
    language && t('savedSearchLanguage', { language }),
    postcode && t('savedSearchPostcode', { postcode: postcode.toUpperCase() }),
  ].filter((part) => part !== '');
  const [first, ...rest] = parts;
  if (first === undefined) return t('savedSearchAllRooms');
  return rest.reduce((summary, part) => t('savedSearchSummaryParts', { summary, part }), first);
}

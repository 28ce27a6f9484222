import '@/lib/i18n/screen-messages/room-screens';
import { SelectField } from '@/components/ui/form';
import type { MessageId } from '@/config/messages';
import { msg } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { ROOM_SORT_ORDERS, type RoomSortOrder } from '../room-sort-order';

// The orders' names: only the select shows them, so they load with Room Listings, not with every page.
const roomSortLabels: Record<RoomSortOrder, MessageId> = {
  recommended: msg('sortRecommended'),
  'price-asc': msg('sortPriceAscending'),
  'price-desc': msg('sortPriceDescending'),
  name: msg('sortName'),
};

interface RoomSortSelectProps {
  value: RoomSortOrder;
  onChange: (order: RoomSortOrder) => void;
}

const isRoomSortOrder = (value: string): value is RoomSortOrder =>
  (ROOM_SORT_ORDERS as readonly string[]).includes(value);

/** Sort by: applies at once, unlike the filters, because a new order never hides a room. */
export function RoomSortSelect({ value, onChange }: RoomSortSelectProps) {
  const t = useT();
  return (
    <SelectField
      label={t('sortBy')}
      value={value}
      onChange={(event) => {
        if (isRoomSortOrder(event.target.value)) onChange(event.target.value);
      }}
    >
      {ROOM_SORT_ORDERS.map((order) => (
        <option key={order} value={order}>
          {t(roomSortLabels[order])}
        </option>
      ))}
    </SelectField>
  );
}

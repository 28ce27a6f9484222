import { SelectField } from '@/components/ui/form';
import { useT } from '@/lib/i18n/use-t';
import { ROOM_SORT_ORDERS, roomSortLabels, type RoomSortOrder } from '../room-sort-order';

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

import '@/lib/i18n/screen-messages/choosing-screens';
import { RoomMap } from '@/features/rooms/components/room-map';
import { roomDisplayName, type Room } from '@/features/rooms/room';
import { highlightHandlers, useRoomHighlight } from '@/features/rooms/use-room-highlight';
import { useT } from '@/lib/i18n/use-t';
import { PrintLayout, ScrollRegion, Table, TableDescription } from './compare-styles';
import { useComparisonRows } from './comparison-rows';

/** The rooms side by side, one column each and one row per fact, and the map of them below. */
export function ComparisonTable({ rooms }: { rooms: readonly Room[] }) {
  const t = useT();
  const highlight = useRoomHighlight();
  const rows = useComparisonRows(rooms);
  const column = (index: number) => ({
    'data-highlighted': highlight.roomId === rooms[index]?.id ? '' : undefined,
  });

  return (
    <>
      <PrintLayout />
      <TableDescription id="compare-caption">{t('compareCaption')}</TableDescription>
      <ScrollRegion role="region" aria-labelledby="compare-caption" tabIndex={0} data-print="table">
        <Table aria-labelledby="compare-caption">
          <thead>
            <tr>
              <th scope="col">{t('compareFact')}</th>
              {rooms.map((room) => (
                <th key={room.id} scope="col" tabIndex={0} {...highlightHandlers(highlight, room.id)}>
                  {roomDisplayName(room)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {rooms.map((room, index) => (
                  <td key={room.id} {...column(index)}>
                    {row.cells(room, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <div data-print="hide">
        <RoomMap
          rooms={rooms.map((room) => ({ id: room.id, name: roomDisplayName(room), postcode: room.postcode }))}
          highlight={highlight}
        />
      </div>
    </>
  );
}

import '@/lib/i18n/screen-messages/choosing-screens';
import { CAMPUS_POSTCODE } from '@/config/business-constants';
import { useElementWidth } from '@/hooks/use-element-width';
import { useT } from '@/lib/i18n/use-t';
import { fitProjection, spreadOverlapping, type MapFrame } from '../map-projection';
import { highlightHandlers, type RoomHighlight } from '../use-room-highlight';
import { Drawing, Frame } from './room-map-styles';
import type { MapPlaces } from './use-map-places';

/**
 * The drawing is sized in CSS pixels, one user unit per pixel of its box, so a dot is the same size on a phone
 * as on a desktop: at least 24 px across, the smallest target WCAG 2.2 allows.
 */
const DEFAULT_WIDTH_PX = 600;
const MAX_HEIGHT_PX = 300;
const PADDING_PX = 32;
const DOT_RADIUS = 13;
/** Centres closer than this are moved apart: a dot's width and a little, so none covers another's number. */
const DOT_SPACING = 2 * DOT_RADIUS + 4;

interface RoomMapDrawingProps {
  places: MapPlaces;
  highlight: RoomHighlight;
  /** The id of the map's heading, which names the drawing. */
  labelledBy: string;
}

/** The campus as a diamond and each placed room as a numbered dot, projected to fit the frame's width. */
export function RoomMapDrawing({ places: { placed, campus }, highlight, labelledBy }: RoomMapDrawingProps) {
  const t = useT();
  const { ref: frameRef, width } = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH_PX);
  const frame: MapFrame = {
    width,
    height: Math.min(MAX_HEIGHT_PX, Math.round(width * 0.6)),
    padding: PADDING_PX,
  };
  const project = fitProjection(
    [...placed.map((entry) => entry.coordinates), ...(campus ? [campus] : [])],
    frame,
  );
  // Rooms in the same street, or at the campus's postcode, would be drawn on top of each other.
  const within = (value: number, size: number) => Math.min(Math.max(value, DOT_RADIUS), size - DOT_RADIUS);
  const points = spreadOverlapping(
    [...placed.map((entry) => project(entry.coordinates)), ...(campus ? [project(campus)] : [])],
    DOT_SPACING,
  ).map(({ x, y }) => ({ x: within(x, frame.width), y: within(y, frame.height) }));
  const campusAt = campus ? points[placed.length] : undefined;

  return (
    <Frame ref={frameRef}>
      <Drawing
        width={frame.width}
        height={frame.height}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        role="group"
        aria-labelledby={labelledBy}
      >
        {campusAt && (
          <g className="campus" role="img" aria-label={t('mapCampusAt', { postcode: CAMPUS_POSTCODE })}>
            <rect
              x={campusAt.x - 9}
              y={campusAt.y - 9}
              width={18}
              height={18}
              transform={`rotate(45 ${campusAt.x} ${campusAt.y})`}
            />
            <text x={campusAt.x + 16} y={campusAt.y + 5}>
              {t('mapCampus')}
            </text>
          </g>
        )}
        {placed.map(({ room, number }, index) => {
          const { x, y } = points[index] ?? { x: 0, y: 0 };
          const highlighted = highlight.roomId === room.id;
          return (
            <g
              key={room.id}
              className="room"
              role="img"
              tabIndex={0}
              aria-label={t('mapRoomAt', { name: room.name, postcode: room.postcode ?? '' })}
              {...highlightHandlers(highlight, room.id)}
            >
              <circle cx={x} cy={y} r={highlighted ? DOT_RADIUS + 4 : DOT_RADIUS} />
              <text x={x} y={y + 5} textAnchor="middle">
                {number}
              </text>
            </g>
          );
        })}
      </Drawing>
    </Frame>
  );
}

import '@/lib/i18n/screen-messages/choosing-screens';
import { CAMPUS_POSTCODE } from '@/config/business-constants';
import { useElementWidth } from '@/hooks/use-element-width';
import { useT } from '@/lib/i18n/use-t';
import { fitProjection, type MapFrame } from '../map-projection';
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

  return (
    <Frame ref={frameRef}>
      <Drawing
        width={frame.width}
        height={frame.height}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        role="group"
        aria-labelledby={labelledBy}
      >
        {campus && (
          <g className="campus" role="img" aria-label={t('mapCampusAt', { postcode: CAMPUS_POSTCODE })}>
            <rect
              x={project(campus).x - 9}
              y={project(campus).y - 9}
              width={18}
              height={18}
              transform={`rotate(45 ${project(campus).x} ${project(campus).y})`}
            />
            <text x={project(campus).x + 16} y={project(campus).y + 5}>
              {t('mapCampus')}
            </text>
          </g>
        )}
        {placed.map(({ room, number, coordinates }) => {
          const { x, y } = project(coordinates);
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

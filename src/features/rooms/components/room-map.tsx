import '@/lib/i18n/screen-messages/choosing-screens';
import { useEffect, useId, useRef, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import styled from 'styled-components';
import { CAMPUS_POSTCODE } from '@/config/business-constants';
import { color, radius, space } from '@/config/design-tokens';
import { useT } from '@/lib/i18n/use-t';
import { roomQueries } from '../api/room-queries';
import type { Coordinates } from '../api/rooms-api';
import { fitProjection, openStreetMapUrl, type MapFrame } from '../map-projection';

export interface MapRoom {
  id: string;
  name: string;
  postcode: string | null;
}

/**
 * Which room is emphasised on the map and in its cards or columns. Hover and keyboard focus are kept apart, and
 * the latest of them wins: focus scrolling the page under a still mouse fires mouseleave, which must not undo
 * what focus chose, and a mouse resting on a card must not hide where the keyboard is.
 */
export interface RoomHighlight {
  roomId: string | null;
  hover: (roomId: string | null) => void;
  focus: (roomId: string | null) => void;
}

interface HighlightSources {
  hovered: string | null;
  focused: string | null;
  latest: 'hover' | 'focus';
}

export function useRoomHighlight(): RoomHighlight {
  const [{ hovered, focused, latest }, setSources] = useState<HighlightSources>({
    hovered: null,
    focused: null,
    latest: 'hover',
  });
  return {
    roomId: latest === 'hover' ? (hovered ?? focused) : (focused ?? hovered),
    hover: (roomId) =>
      setSources((sources) => ({ ...sources, hovered: roomId, latest: roomId ? 'hover' : sources.latest })),
    focus: (roomId) =>
      setSources((sources) => ({ ...sources, focused: roomId, latest: roomId ? 'focus' : sources.latest })),
  };
}

/** The handlers that make an element of the page (a card, a column heading) share the map's highlight. */
export function highlightHandlers(highlight: RoomHighlight, roomId: string) {
  return {
    'data-highlighted': highlight.roomId === roomId ? '' : undefined,
    onMouseEnter: () => highlight.hover(roomId),
    onMouseLeave: () => highlight.hover(null),
    onFocus: () => highlight.focus(roomId),
    onBlur: () => highlight.focus(null),
  };
}

interface RoomMapProps {
  rooms: readonly MapRoom[];
  /** The room whose dot, and whose card or column elsewhere on the page, is emphasised. */
  highlight: RoomHighlight;
}

/**
 * The drawing is sized in CSS pixels, one user unit per pixel of its box, so a dot is the same size on a phone
 * as on a desktop: at least 24 px across, the smallest target WCAG 2.2 allows.
 */
const DEFAULT_WIDTH_PX = 600;
const MAX_HEIGHT_PX = 300;
const PADDING_PX = 32;
const DOT_RADIUS = 13;

/** The element's content width, following resizes; the default until it has been laid out (and in jsdom). */
function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

const Heading = styled.h2`
  font-size: 1.125rem;
`;

const Frame = styled.div`
  inline-size: 100%;
`;

// `direction: ltr`: a map's east stays on the right whatever the page's direction.
const Drawing = styled.svg`
  display: block;
  border-radius: ${radius.sm};
  background: ${color.surfaceMuted};
  direction: ltr;
  text {
    font-size: 14px;
    font-weight: 700;
    pointer-events: none;
  }
  .room circle {
    fill: ${color.accent};
    stroke: ${color.surface};
    stroke-width: 2;
  }
  .room text {
    fill: ${color.accentText};
  }
  .room[data-highlighted] circle {
    stroke: ${color.text};
    stroke-width: 4;
  }
  .room:focus {
    outline: none;
  }
  .room:focus-visible circle {
    stroke: ${color.focus};
    stroke-width: 5;
  }
  .campus rect {
    fill: ${color.text};
  }
  .campus text {
    fill: ${color.text};
  }
`;

const Legend = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space(1)} ${space(3)};
    padding: ${space(1)} ${space(2)};
    border-radius: ${radius.sm};
  }
  li[data-highlighted] {
    background: ${color.surfaceMuted};
  }
`;

const Marker = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.6em;
  height: 1.6em;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.accentText};
  font-weight: 700;
  font-size: 0.875rem;
`;

const Muted = styled.span`
  color: ${color.textMuted};
`;

interface Located {
  room: MapRoom;
  number: number;
  coordinates: Coordinates | null | undefined;
  failed: boolean;
}

/**
 * Where the rooms are, drawn as SVG from their geocoded postcodes (docs/choosing-a-room.md#map): no tiles,
 * nothing fetched but the backend's own geocoding, which shares the cards' cache, so a postcode already known
 * is never asked again, and leaving the page cancels what is still on its way.
 */
export function RoomMap({ rooms, highlight }: RoomMapProps) {
  const t = useT();
  const headingId = useId();
  const postcodes = [...new Set([CAMPUS_POSTCODE, ...rooms.flatMap((room) => room.postcode ?? [])])];
  const answers = useQueries({
    queries: postcodes.map((postcode) => roomQueries.geocode(postcode)),
  });
  const byPostcode = new Map(postcodes.map((postcode, index) => [postcode, answers[index]]));
  const campusAnswer = byPostcode.get(CAMPUS_POSTCODE);
  const campus = campusAnswer?.data ?? null;
  // Said in words rather than leaving the diamond out without a trace: distances are still to this postcode.
  const campusUnplaced =
    campusAnswer?.data === null || (campusAnswer?.isError === true && campusAnswer.data === undefined);

  const located: Located[] = rooms.map((room, index) => {
    const answer = room.postcode === null ? undefined : byPostcode.get(room.postcode);
    return {
      room,
      number: index + 1,
      coordinates: room.postcode === null ? null : answer?.data,
      // A failed refetch keeps the coordinates it had: the room stays placed.
      failed:
        room.postcode === null ||
        answer?.data === null ||
        (answer?.isError === true && answer.data === undefined),
    };
  });
  const placed = located.filter(
    (entry): entry is Located & { coordinates: Coordinates } => entry.coordinates != null,
  );
  const locating = located.some((entry) => !entry.failed && entry.coordinates === undefined);
  const { ref: frameRef, width } = useWidth<HTMLDivElement>(DEFAULT_WIDTH_PX);
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
    <Figure aria-labelledby={headingId}>
      <Heading id={headingId}>{t('mapTitle')}</Heading>
      <Muted>{t('mapDescription', { postcode: CAMPUS_POSTCODE })}</Muted>
      <Frame ref={frameRef}>
        <Drawing
          width={frame.width}
          height={frame.height}
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          role="group"
          aria-labelledby={headingId}
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
      {locating && <Muted role="status">{t('mapLocating')}</Muted>}
      {campusUnplaced && <Muted>{t('mapCampusUnavailable', { postcode: CAMPUS_POSTCODE })}</Muted>}
      <Legend aria-label={t('mapTitle')}>
        {located.map(({ room, number, coordinates, failed }) => (
          <li key={room.id} {...highlightHandlers(highlight, room.id)}>
            <Marker aria-hidden="true">{number}</Marker>
            <span>{room.name}</span>
            {coordinates && (
              <a
                href={openStreetMapUrl(coordinates)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('mapOpenInOsmFor', { name: room.name })}
              >
                {t('mapOpenInOsm')}
              </a>
            )}
            {failed && <Muted>{t('mapLocationUnavailable')}</Muted>}
          </li>
        ))}
      </Legend>
      {!locating && placed.length === 0 && rooms.length > 0 && <Muted>{t('mapNoLocations')}</Muted>}
    </Figure>
  );
}

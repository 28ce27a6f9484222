import { useState } from 'react';

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

/** One highlight for a whole screen: its map (RoomMap) and the cards or columns beside it share it. */
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

import { useQueries } from '@tanstack/react-query';
import { CAMPUS_POSTCODE } from '@/config/business-constants';
import { roomQueries } from '../api/room-queries';
import type { Coordinates } from '../api/rooms-api';

export interface MapRoom {
  id: string;
  name: string;
  postcode: string | null;
}

/** A room as the map shows it: its number on the dot and in the legend, and where its postcode is. */
export interface LocatedRoom {
  room: MapRoom;
  number: number;
  /** Undefined while its postcode is being asked for; null when it has none or it could not be placed. */
  coordinates: Coordinates | null | undefined;
  failed: boolean;
}

export interface MapPlaces {
  located: LocatedRoom[];
  /** The rooms that have a place on the map. */
  placed: (LocatedRoom & { coordinates: Coordinates })[];
  /** Whether a room's postcode is still on its way. */
  locating: boolean;
  campus: Coordinates | null;
  /** The campus could not be placed. */
  campusUnplaced: boolean;
}

/**
 * Where the rooms and the campus are, from their geocoded postcodes (docs/choosing-a-room.md#map): the cards'
 * own geocode query, so a postcode already known is never asked again, and leaving the page cancels what is
 * still on its way.
 */
export function useMapPlaces(rooms: readonly MapRoom[]): MapPlaces {
  const postcodes = [...new Set([CAMPUS_POSTCODE, ...rooms.flatMap((room) => room.postcode ?? [])])];
  const answers = useQueries({
    queries: postcodes.map((postcode) => roomQueries.geocode(postcode)),
  });
  const byPostcode = new Map(postcodes.map((postcode, index) => [postcode, answers[index]]));
  const campusAnswer = byPostcode.get(CAMPUS_POSTCODE);

  const located: LocatedRoom[] = rooms.map((room, index) => {
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
  return {
    located,
    placed: located.filter(
      (entry): entry is LocatedRoom & { coordinates: Coordinates } => entry.coordinates != null,
    ),
    locating: located.some((entry) => !entry.failed && entry.coordinates === undefined),
    campus: campusAnswer?.data ?? null,
    // Said in words rather than leaving the diamond out without a trace: distances are still to this postcode.
    campusUnplaced:
      campusAnswer?.data === null || (campusAnswer?.isError === true && campusAnswer.data === undefined),
  };
}

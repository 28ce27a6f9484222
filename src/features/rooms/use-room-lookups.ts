import { useQuery } from '@tanstack/react-query';
import { messages } from '@/config/messages';
import { notify } from '@/lib/notify';
import { roomQueries } from './api/room-queries';
import { formatCoordinates, formatDistance } from './format-room';

export interface LookupState {
  /** What the card shows after 'Weather:' or 'Distance:'. */
  text: string;
  isLoading: boolean;
  refresh: () => void;
}

const IDLE_TEXT = '-';
const LOADING_TEXT = 'Loading...';

export function useRoomDistance(roomId: string): LookupState {
  const query = useQuery(roomQueries.distance(roomId));
  const refresh = () => {
    if (query.isFetching) return;
    void query.refetch().then((result) => {
      if (result.isError) notify.error(messages.distanceFailed);
      else if (result.isSuccess) notify.success(messages.distanceUpdated);
    });
  };
  let text = IDLE_TEXT;
  if (query.isFetching) text = LOADING_TEXT;
  else if (query.isError) text = messages.valueError;
  else if (query.data !== undefined) text = formatDistance(query.data);
  return { text, isLoading: query.isFetching, refresh };
}

export function useRoomWeather(postcode: string | null): LookupState {
  // A room without a postcode cannot be geocoded: the query stays idle and the card says 'Unavailable'.
  const query = useQuery(roomQueries.geocode(postcode ?? ''));
  const refresh = () => {
    if (!postcode || query.isFetching) return;
    void query.refetch().then((result) => {
      if (result.isError) notify.error(messages.weatherFailed);
      else if (result.isSuccess) notify.success(messages.weatherFetched);
    });
  };
  let text = IDLE_TEXT;
  if (!postcode) text = messages.weatherUnavailable;
  else if (query.isFetching) text = LOADING_TEXT;
  else if (query.isError) text = messages.valueError;
  else if (query.data === null) text = messages.weatherUnavailable;
  else if (query.data !== undefined) text = formatCoordinates(query.data);
  return { text, isLoading: query.isFetching, refresh };
}

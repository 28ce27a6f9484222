import { ApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n/i18n';
import type { Room } from '../room';
import { readRoomList } from './read-rooms';

export { parseRoom, safeImageUrl } from './read-rooms';

/** GET /rooms/ must answer an array; entries without an id are dropped, and a repeated id keeps its first. */
export function parseRooms(body: unknown): Room[] {
  if (!Array.isArray(body)) {
    throw new ApiError({ kind: 'invalid-response', message: t('unexpectedResponse') });
  }
  return readRoomList(body);
}

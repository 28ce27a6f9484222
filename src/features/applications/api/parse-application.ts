import { ApiError } from '@/lib/api-error';
import { isRecord, readText } from '@/lib/raw-values';
import { t } from '@/lib/i18n/i18n';
import type { Application } from '../application';

/** One application from either shape; null when it is not an object at all. */
export function parseApplication(raw: unknown): Application | null {
  if (!isRecord(raw)) return null;
  const room = isRecord(raw.room) ? raw.room : null;
  const roomId = readText(raw.room_id) ?? (room ? (readText(room.id) ?? readText(room._id)) : null);
  const id = readText(raw.id) ?? readText(raw._id);
  if (!id && !roomId) return null;
  return {
    id,
    isOptimistic: false,
    roomId,
    status: (readText(raw.status) ?? 'unknown').toLowerCase(),
    createdAt: readText(raw.created_at) ?? readText(raw.applied_at),
    roomLabel:
      (room ? (readText(room.location) ?? readText(room.title)) : null) ?? readText(raw.room_location),
  };
}

export function parseApplications(body: unknown): Application[] {
  if (!Array.isArray(body)) {
    throw new ApiError({ kind: 'invalid-response', message: t('unexpectedResponse') });
  }
  const seen = new Set<string>();
  const applications: Application[] = [];
  for (const raw of body) {
    const application = parseApplication(raw);
    if (!application) continue;
    if (application.id) {
      if (seen.has(application.id)) continue;
      seen.add(application.id);
    }
    applications.push(application);
  }
  return applications;
}

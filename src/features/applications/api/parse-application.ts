import { ApiError } from '@/lib/api-error';
import { messages } from '@/config/messages';
import type { Application } from '../application';

type RawRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is RawRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** One application from either shape; null when it is not an object at all. */
export function parseApplication(raw: unknown): Application | null {
  if (!isRecord(raw)) return null;
  const room = isRecord(raw.room) ? raw.room : null;
  const roomId = text(raw.room_id) ?? (room ? (text(room.id) ?? text(room._id)) : null);
  const id = text(raw.id) ?? text(raw._id);
  if (!id && !roomId) return null;
  return {
    id,
    isOptimistic: false,
    roomId,
    status: (text(raw.status) ?? 'unknown').toLowerCase(),
    createdAt: text(raw.created_at) ?? text(raw.applied_at),
    roomLabel: (room ? (text(room.location) ?? text(room.title)) : null) ?? text(raw.room_location),
  };
}

export function parseApplications(body: unknown): Application[] {
  if (!Array.isArray(body)) {
    throw new ApiError({ kind: 'invalid-response', message: messages.unexpectedResponse });
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

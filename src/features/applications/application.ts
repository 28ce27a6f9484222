import { DATE_PREFIX_LENGTH } from '@/config/business-constants';

export interface Application {
  /** Null for an optimistic entry, or when the server sent none (then it cannot be cancelled). */
  id: string | null;
  /** True while the entry exists only in this browser, before the server confirmed it. */
  isOptimistic: boolean;
  roomId: string | null;
  /** Lowercased server status, as sent ('applied' included); see application-status.ts. */
  status: string;
  /** `created_at` or, from the real backend, `applied_at`. */
  createdAt: string | null;
  /** A name the server sent with the application: room.location, room.title or room_location. */
  roomLabel: string | null;
}

/** The date the list shows and filters on: the first ten characters, as the specification says. */
export function applicationDate(application: Pick<Application, 'createdAt'>): string | null {
  return application.createdAt ? application.createdAt.slice(0, DATE_PREFIX_LENGTH) : null;
}

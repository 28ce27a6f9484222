import { DATE_PREFIX_LENGTH } from '@/config/business-constants';

/** Known server statuses; anything else is kept as the server wrote it. */
export type KnownApplicationStatus = 'pending' | 'applied' | 'accepted' | 'rejected' | 'cancelled';

export interface Application {
  /** Null for an optimistic entry, or when the server sent none (then it cannot be cancelled). */
  id: string | null;
  /** True while the entry exists only in this browser, before the server confirmed it. */
  isOptimistic: boolean;
  roomId: string | null;
  /** Lowercased server status; unknown values are kept raw. */
  status: string;
  /** `created_at` or, from the real backend, `applied_at`. */
  createdAt: string | null;
  /** A name the server sent with the application: room.location, room.title or room_location. */
  roomLabel: string | null;
}

const ACTIVE_STATUSES = new Set(['pending', 'applied']);

/** Pending and applied applications are the ones a user may still cancel. */
export function isCancellable(status: string): boolean {
  return ACTIVE_STATUSES.has(status);
}

/** The date the list shows and filters on: the first ten characters, as the specification says. */
export function applicationDate(application: Pick<Application, 'createdAt'>): string | null {
  return application.createdAt ? application.createdAt.slice(0, DATE_PREFIX_LENGTH) : null;
}

/** Your Applications labels: applied reads as Pending, unknown statuses are shown raw. */
export function applicationStatusLabel(status: string): string {
  switch (status) {
    case 'pending':
    case 'applied':
      return 'Pending';
    case 'accepted':
      return 'Accepted';
    case 'rejected':
      return 'Rejected';
    case 'cancelled':
      return 'Cancelled';
    default:
      return status;
  }
}

/** The room-card badge: lowercase, and 'pending' for the server's 'applied'. */
export function roomStatusLabel(status: string): string {
  return status === 'applied' ? 'pending' : status;
}

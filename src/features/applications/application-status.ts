import type { BadgeTone } from '@/components/ui/badge';
import type { MessageId } from '@/config/messages';
import { msg, t } from '@/lib/i18n/i18n';
import { FILTER_STATUSES } from './application-filter-search';

/**
 * Application statuses and what each means, in one place (docs/specification.md#application-statuses).
 * The real backend writes 'applied' where the specification says 'pending'; the two mean the same thing
 * everywhere in the app. Statuses the app does not know are shown as the server wrote them.
 */

/** The statuses the app understands, after 'applied' has been read as 'pending'. */
export type KnownApplicationStatus = 'pending' | 'accepted' | 'rejected' | 'cancelled';

interface StatusMeaning {
  /** How Your Applications names it. */
  label: MessageId;
  /** How the room card's badge names it: lowercase, as the specification shows it. */
  roomLabel: MessageId;
  tone: BadgeTone;
  /** Whether the user may still cancel such an application. */
  active: boolean;
}

const MEANINGS: Record<KnownApplicationStatus, StatusMeaning> = {
  pending: {
    label: msg('statusPending'),
    roomLabel: msg('roomStatusPending'),
    tone: 'warning',
    active: true,
  },
  accepted: {
    label: msg('statusAccepted'),
    roomLabel: msg('roomStatusAccepted'),
    tone: 'success',
    active: false,
  },
  rejected: {
    label: msg('statusRejected'),
    roomLabel: msg('roomStatusRejected'),
    tone: 'danger',
    active: false,
  },
  cancelled: {
    label: msg('statusCancelled'),
    roomLabel: msg('roomStatusCancelled'),
    tone: 'neutral',
    active: false,
  },
};

/** 'applied' counts as 'pending'; every other value is returned as it is. */
export function canonicalStatus(status: string): string {
  return status === 'applied' ? 'pending' : status;
}

function meaningOf(status: string): StatusMeaning | undefined {
  const canonical = canonicalStatus(status);
  return Object.hasOwn(MEANINGS, canonical) ? MEANINGS[canonical as KnownApplicationStatus] : undefined;
}

/** Pending (and applied) applications are the ones a user may still cancel. */
export function isCancellable(status: string): boolean {
  return meaningOf(status)?.active ?? false;
}

/** Your Applications labels: applied reads as Pending, unknown statuses are shown raw. */
export function applicationStatusLabel(status: string): string {
  const meaning = meaningOf(status);
  return meaning ? t(meaning.label) : status;
}

/** The room-card badge: lowercase, and 'pending' for the server's 'applied'; unknown statuses raw. */
export function roomStatusLabel(status: string): string {
  const meaning = meaningOf(status);
  return meaning ? t(meaning.roomLabel) : canonicalStatus(status);
}

export function statusTone(status: string): BadgeTone {
  return meaningOf(status)?.tone ?? 'neutral';
}

/** The Status filter's choices, in the order the specification lists them; label is a message id. */
export const APPLICATION_STATUS_OPTIONS = FILTER_STATUSES.map((value) => ({
  value,
  label: MEANINGS[value].label,
}));

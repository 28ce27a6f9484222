import { Badge, type BadgeTone } from '@/components/ui/badge';

function toneFor(status: string): BadgeTone {
  switch (status) {
    case 'pending':
    case 'applied':
      return 'warning';
    case 'accepted':
      return 'success';
    case 'rejected':
      return 'danger';
    default:
      return 'neutral';
  }
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge $tone={toneFor(status)} data-status={status}>
      {label}
    </Badge>
  );
}

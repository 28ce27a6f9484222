import { Badge } from '@/components/ui/badge';
import { statusTone } from './application-status';

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge tone={statusTone(status)} data-status={status}>
      {label}
    </Badge>
  );
}
